import PappersJSON
import PappersText

extension PackDecoding {
    /// Checks one header field and stores its value when it is valid.
    mutating func decodeHeaderField(_ field: HeaderField, _ value: JSONValue, in document: JSONDocument,
                                    into header: inout HeaderFields) {
        let label = "\"\(field.rawValue)\""
        switch field {
        case .format:
            guard document.kind(of: value) == .number, let format = document.integer(value) else {
                problem(at: value, in: document, "\(label): expected the number \(PackFormat.version), found \(document.found(value))")
                return
            }
            guard format == PackFormat.version else {
                problem(at: value, in: document,
                        "\(label): expected \(PackFormat.version), found \(format) (this program reads format \(PackFormat.version) only)")
                return
            }
            header.format = format
        case .id:
            guard let id = text(value, label: label, in: document, limit: PackFormat.maxIDCharacters) else { return }
            guard Self.isSlug(id, maxLength: PackFormat.maxIDCharacters) else {
                problem(at: value, in: document,
                        "\(label): expected lower-case letters, digits and hyphens, starting with a letter or digit, found \(MessageText.quoted(id))")
                return
            }
            header.id = id
            header.idPosition = locator.position(of: document.offset(of: value))
        case .name:
            guard let name = text(value, label: label, in: document, limit: PackFormat.maxNameCharacters) else { return }
            guard !WordText.trimmed(name).isEmpty else {
                problem(at: value, in: document, "\(label): expected the name players see, found \(name.isEmpty ? "an empty string" : "only spaces")")
                return
            }
            header.name = name
        case .language:
            guard let code = text(value, label: label, in: document, limit: 40) else { return }
            if let message = Self.languageProblem(code) {
                problem(at: value, in: document, "\(label): \(message)")
                return
            }
            header.language = code
        case .description:
            header.description = text(value, label: label, in: document, limit: PackFormat.maxDescriptionCharacters)
        case .version:
            guard let version = text(value, label: label, in: document, limit: 40) else { return }
            guard Self.isVersion(version) else {
                problem(at: value, in: document,
                        "\(label): expected a version such as \"1.0.0\" (one to three numbers joined by dots), found \(MessageText.quoted(version))")
                return
            }
            header.version = version
        case .author:
            header.author = text(value, label: label, in: document, limit: PackFormat.maxAuthorCharacters)
        case .license:
            header.license = text(value, label: label, in: document, limit: PackFormat.maxLicenseCharacters)
        case .selectedByDefault:
            switch document.kind(of: value) {
            case .true: header.selectedByDefault = true
            case .false: header.selectedByDefault = false
            default: problem(at: value, in: document, "\(label): expected true or false, found \(document.found(value))")
            }
        case .words:
            break
        }
    }

    /// The text of a string field that is safe to show and at most `limit` characters long; nil (with the
    /// problem reported) otherwise.
    mutating func text(_ value: JSONValue, label: @autoclosure () -> String, in document: JSONDocument, limit: Int)
        -> String?
    {
        guard document.kind(of: value) == .string else {
            problem(at: value, in: document, "\(label()): expected a string, found \(document.found(value))")
            return nil
        }
        guard !document.isFlawed(value), let text = document.string(value) else { return nil }
        if let facts = PlainText.facts(text) {
            if facts.characters <= limit { return text }
        } else if let unsafe = UnsafeText.firstProblem(in: text) {
            problem(at: value, in: document, "\(label()) holds \(unsafe); expected printable text")
            return nil
        }
        let characters = text.unicodeScalars.count
        if characters > limit {
            problem(at: value, in: document, "\(label()): expected at most \(limit) characters, found \(characters)")
            return nil
        }
        return text
    }

    /// Why `code` is not a language code a pack may use, or nil when it is one.
    static func languageProblem(_ code: String) -> String? {
        if Languages.isKnown(code) { return nil }
        let quoted = MessageText.quoted(code)
        let lower = code.lowercased()
        if Languages.isKnown(lower) {
            return "expected a lower-case ISO 639-1 code, found \(quoted) (write \"\(lower)\")"
        }
        if code.utf8.count == 2, code.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            return "unknown language code \(quoted); expected an ISO 639-1 code such as \"en\", \"ca\" or \"es\""
        }
        var message = "expected a two-letter ISO 639-1 code such as \"en\", \"ca\" or \"es\", found \(quoted)"
        let prefix = String(lower.prefix(2))
        if let byName = Languages.names.first(where: { $0.value.lowercased() == lower })?.key {
            message += " (write \"\(byName)\")"
        } else if lower.count > 2, Languages.isKnown(prefix), let separator = lower.dropFirst(2).first,
                  separator == "-" || separator == "_" {
            message += " (write \"\(prefix)\")"
        }
        return message
    }

    /// `^[a-z0-9][a-z0-9-]{0,max-1}$`: ids and tags.
    static func isSlug(_ text: some StringProtocol, maxLength: Int) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, utf8.count <= maxLength, first != UInt8(ascii: "-") else { return false }
        return utf8.allSatisfy {
            ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || $0 == UInt8(ascii: "-")
        }
    }

    /// `^[0-9]+(\.[0-9]+){0,2}$`.
    static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count) && parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
    }
}
