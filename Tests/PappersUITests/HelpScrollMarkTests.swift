import PappersApp
import PappersCanvas
import PappersUI
import Testing

/// On a small terminal the help's ↑ ↓ marks sit in a column of their own and cover no text
/// (issue #21, item 10: 1.0.0 drew "…holds the laptop and see↓").
@Suite struct HelpScrollMarkTests {
    @Test(arguments: UILanguage.allCases) func everyMarkHasASpaceBeforeIt(_ language: UILanguage) {
        for page in 0..<HelpOverlay.pageCount {
            for scroll in 0..<3 {
                var scene = Scene(size: Size(width: 40, height: 12), language: language)
                scene.press(.character("?"))
                for _ in 0..<page { scene.press(.right) }
                for _ in 0..<scroll { scene.press(.down) }
                let grid = ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now)
                for line in grid.lines.dropLast() { // the footer's "↑↓ move" is a key, not a mark
                    for mark in ["↑", "↓"] where line.contains(mark) {
                        let characters = Array(line)
                        let index = characters.firstIndex(of: Character(mark))!
                        #expect(characters[index - 1] == " ", "page \(page + 1), \(language): \(line)")
                    }
                }
            }
        }
    }
}
