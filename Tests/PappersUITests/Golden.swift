import Foundation
import PappersCanvas
import Testing

/// Golden text grids: a screen's characters, then a map of its styles, compared with a committed file.
///
/// Run with `PAPPERS_UPDATE_GOLDEN=1` to write the files after a change made on purpose, then read the diff.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The grid as golden text: the rows between bars, then each row's styles as letters, then the legend.
    static func text(of grid: Grid) -> String {
        var legend: [Style] = []
        var styleRows: [String] = []
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for row in 0..<grid.height {
            var line = ""
            for column in 0..<grid.width {
                let style = grid[column, row].style
                let index = legend.firstIndex(of: style) ?? {
                    legend.append(style)
                    return legend.count - 1
                }()
                line.append(index < letters.count ? letters[index] : "?")
            }
            styleRows.append(line)
        }
        var text = "\(grid.width)x\(grid.height)\n"
        text += grid.lines.map { "|\($0)|" }.joined(separator: "\n") + "\n\nstyles\n"
        text += styleRows.joined(separator: "\n") + "\n\nlegend\n"
        for (index, style) in legend.enumerated() {
            var attributes: [String] = []
            if style.bold { attributes.append("bold") }
            if style.reverse { attributes.append("reverse") }
            if style.underline { attributes.append("underline") }
            if style.blink { attributes.append("blink") }
            text += "\(letters[min(index, letters.count - 1)]) \(style.foreground) on \(style.background)"
            text += attributes.isEmpty ? "\n" : " " + attributes.joined(separator: " ") + "\n"
        }
        return text
    }

    /// Checks `grid` against the golden file `name`, or writes it when updating.
    static func check(_ grid: Grid, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name + ".txt")
        let actual = text(of: grid)
        if ProcessInfo.processInfo.environment["PAPPERS_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no golden file \(name).txt; run with PAPPERS_UPDATE_GOLDEN=1 to write it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            let firstDifference = zip(expected.split(separator: "\n", omittingEmptySubsequences: false),
                                      actual.split(separator: "\n", omittingEmptySubsequences: false))
                .enumerated().first { $0.element.0 != $0.element.1 }
            let where_ = firstDifference.map { "line \($0.offset + 1):\n  golden: \($0.element.0)\n  now:    \($0.element.1)" } ?? "length"
            Issue.record("\(name) differs from its golden file at \(where_)", sourceLocation: sourceLocation)
        }
    }
}
