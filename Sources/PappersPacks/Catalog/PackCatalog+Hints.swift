extension PackCatalog {
    /// The hints of every word of the packs of `language`, by `WordKey.strict` key (the first pack's hint
    /// when several packs hold the word). What the turn screen shows under a word, looked up by its text, so
    /// that records keep holding texts only.
    public func hints(language: String) -> [String: String] {
        var hints: [String: String] = [:]
        for pack in packs(language: language) {
            for word in pack.words {
                if let hint = word.hint, hints[word.key] == nil { hints[word.key] = hint }
            }
        }
        return hints
    }
}
