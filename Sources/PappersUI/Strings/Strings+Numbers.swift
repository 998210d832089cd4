import PappersEngine

extension Strings {
    /// A number written with a decimal point ("0.4", "0.25") in the interface language's way: "0,4" in
    /// Catalan and Spanish.
    public func decimal(_ number: String) -> String {
        number.replacingAll(".", with: text(.decimalSeparator))
    }

    /// Milliseconds as seconds to the tenth, by the one rule of `Tenths` (half up): 1_450 is "1.5" ("1,5").
    public func seconds(tenthsOf millis: Int) -> String {
        decimal(Tenths.text(Tenths.of(millis: millis)))
    }
}
