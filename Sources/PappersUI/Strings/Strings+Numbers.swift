extension Strings {
    /// A number written with a decimal point ("0.4", "0.25") in the interface language's way: "0,4" in
    /// Catalan and Spanish.
    public func decimal(_ number: String) -> String {
        number.replacingAll(".", with: text(.decimalSeparator))
    }

    /// Milliseconds as seconds to the tenth, cut rather than rounded: 1_450 is "1.4" ("1,4").
    public func seconds(tenthsOf millis: Int) -> String {
        decimal("\(millis / 1000).\((millis % 1000) / 100)")
    }
}
