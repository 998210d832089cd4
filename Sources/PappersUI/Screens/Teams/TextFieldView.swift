import PappersApp
import PappersCanvas

/// A text being typed: the text with its cursor drawn as a reversed cell (after the end, a reversed space); a
/// placeholder dimmed, the cursor on its first character; a selected text (typing replaces it) underlined,
/// the cursor after it.
enum TextFieldView {
    static func draw(_ field: TextField, at area: Rect, into grid: inout Grid, style: Style, theme: Theme) {
        var textStyle = field.isPlaceholder ? TeamsScreenView.placeholder(on: style, theme) : style
        if field.isSelected { textStyle.underline = true }
        var cursorStyle = style
        cursorStyle.reverse.toggle()
        let characters = Array(field.text)
        var x = area.x
        for (index, character) in characters.enumerated() {
            guard x < area.right else { return }
            x = grid.text(String(character), x: x, y: area.y, style: index == field.cursor ? cursorStyle : textStyle)
        }
        if field.cursor >= characters.count, x < area.right { _ = grid.text(" ", x: x, y: area.y, style: cursorStyle) }
    }
}
