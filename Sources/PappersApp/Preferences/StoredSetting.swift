/// One setting as the store keeps it: its name there, the settings screen's row that changes it, how it is
/// written and how it is read back. `Preferences.settings` is the table of every setting, so a new setting is
/// one entry there (and its property in `Preferences`).
public struct StoredSetting: Sendable {
    /// The name the store keeps it under: `turn-seconds`.
    public let name: String
    /// The row of the settings screen that changes it.
    public let row: SettingsScreen.Item
    let write: @Sendable (Preferences) -> String
    /// Reads the stored text (nil when the store has none) into the preferences.
    let read: @Sendable (inout Preferences, String?) -> Void

    init(
        _ name: String, row: SettingsScreen.Item, write: @escaping @Sendable (Preferences) -> String,
        read: @escaping @Sendable (inout Preferences, String?) -> Void
    ) {
        self.name = name
        self.row = row
        self.write = write
        self.read = read
    }

    /// A setting kept in `value`: written by `write`, read back by `parse`; a missing or unreadable text keeps
    /// the value it had, its default or the stored preset's.
    static func value<Value>(
        _ name: String, _ value: WritableKeyPath<Preferences, Value> & Sendable, row: SettingsScreen.Item,
        write: @escaping @Sendable (Value) -> String, parse: @escaping @Sendable (String) -> Value?
    ) -> StoredSetting {
        StoredSetting(name, row: row, write: { write($0[keyPath: value]) }) { preferences, text in
            if let read = text.flatMap(parse) { preferences[keyPath: value] = read }
        }
    }

    /// A whole number within `range`.
    static func number(
        _ name: String, _ value: WritableKeyPath<Preferences, Int> & Sendable, in range: ClosedRange<Int>,
        row: SettingsScreen.Item
    ) -> StoredSetting {
        Self.value(name, value, row: row, write: { String($0) }) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// A yes or no.
    static func flag(_ name: String, _ value: WritableKeyPath<Preferences, Bool> & Sendable, row: SettingsScreen.Item)
        -> StoredSetting {
        Self.value(name, value, row: row, write: { $0 ? "yes" : "no" }) {
            switch $0 { case "yes": true; case "no": false; default: nil }
        }
    }

    /// One of an enumeration's raw values.
    static func choice<Value: RawRepresentable<String>>(
        _ name: String, _ value: WritableKeyPath<Preferences, Value> & Sendable, row: SettingsScreen.Item
    ) -> StoredSetting {
        Self.value(name, value, row: row, write: \.rawValue) { Value(rawValue: $0) }
    }
}
