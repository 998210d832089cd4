import PappersCanvas
import PappersUI
import Testing
@testable import PappersApp

/// Every screen drawn into an area away from the grid's corner must look as it does on a grid of its own, and
/// leave every cell outside the area alone: the views place things in the area they are given, not by the
/// terminal's size. Drawn into an area smaller than the model's size, a screen must look as it does on a
/// terminal of that smaller size: nothing may be measured from the model's size instead of the area.
enum ScreenArea {
    static let marker = Cell("#", style: Style(foreground: .magenta, underline: true))

    static func check(_ model: AppModel, at now: Int, theme: Theme, sourceLocation: SourceLocation = #_sourceLocation) {
        check(model, at: now, theme: theme, area: model.size, sourceLocation: sourceLocation)
        // As much smaller as the screen stays playable.
        let smaller = Size(width: max(Size.minimum.width, model.size.width - 17),
                           height: max(Size.minimum.height, model.size.height - 5))
        if smaller != model.size, model.size.isPlayable {
            check(model, at: now, theme: theme, area: smaller, sourceLocation: sourceLocation)
        }
    }

    /// Draws `model` into an area of `size` at (7, 3) and compares it with the model on a terminal of that size.
    static func check(_ model: AppModel, at now: Int, theme: Theme, area size: Size, sourceLocation: SourceLocation) {
        var sized = model
        sized.size = size
        let alone = ScreenRenderer(theme: theme).render(sized, at: now)
        let area = Rect(x: 7, y: 3, width: size.width, height: size.height)
        var grid = Grid(width: area.right + 5, height: area.bottom + 2, fill: marker)
        ScreenRenderer(theme: theme).draw(model, at: now, in: area, into: &grid)
        var outside = 0, different = 0
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                let inside = column >= area.x && column < area.right && row >= area.y && row < area.bottom
                if !inside, grid[column, row] != marker { outside += 1 }
                if inside, grid[column, row] != alone[column - area.x, row - area.y] { different += 1 }
            }
        }
        #expect(outside == 0, "cells drawn outside the \(size.width)×\(size.height) area", sourceLocation: sourceLocation)
        #expect(different == 0, "cells that differ from the screen drawn alone at \(size.width)×\(size.height)",
                sourceLocation: sourceLocation)
    }
}
