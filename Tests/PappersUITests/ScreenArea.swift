import PappersApp
import PappersCanvas
import PappersUI
import Testing

/// Every screen drawn into an area away from the grid's corner must look as it does on a grid of its own, and
/// leave every cell outside the area alone: the views place things in the area they are given, not by the
/// terminal's size.
enum ScreenArea {
    static let marker = Cell("#", style: Style(foreground: .magenta, underline: true))

    static func check(_ model: AppModel, at now: Int, theme: Theme, sourceLocation: SourceLocation = #_sourceLocation) {
        let alone = ScreenRenderer(theme: theme).render(model, at: now)
        let area = Rect(x: 7, y: 3, width: model.size.width, height: model.size.height)
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
        #expect(outside == 0, "cells drawn outside the area", sourceLocation: sourceLocation)
        #expect(different == 0, "cells that differ from the screen drawn alone", sourceLocation: sourceLocation)
    }
}
