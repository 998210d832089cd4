extension Unicode.Scalar {
    /// Whether the scalar is a combining mark (nonspacing, enclosing or spacing): it belongs to the character
    /// before it, and alone it has nothing to sit on.
    public var isCombiningMark: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }
}

/// How many combining marks one character keeps where text is shown: as many as a terminal cell holds (curses'
/// `CCHARW_MAX` is five scalars, the character and four marks). A name with hundreds of marks stacks into a
/// smear on any terminal; the screens and the command line's tables show the first four.
public enum CombiningMarks {
    public static let maximumPerCharacter = 4

    /// `text` with every character's combining marks beyond the first `maximumPerCharacter` left out.
    public static func capped(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var result = String.UnicodeScalarView()
        var marks = 0
        for scalar in text.unicodeScalars {
            if scalar.isCombiningMark {
                marks += 1
                if marks > maximumPerCharacter { continue }
            } else {
                marks = 0
            }
            result.append(scalar)
        }
        return String(result)
    }
}
