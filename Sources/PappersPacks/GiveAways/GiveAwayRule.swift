/// Why two cards give each other away, as `pappers packs check` names it. The cases are in the finder's order
/// of preference: a pair that several rules link is reported under the first.
public enum GiveAwayRule: String, CaseIterable, Comparable, Sendable {
    /// One card's word is the plural of the other's, or its singular ("lleó" and "domador de lleons",
    /// "león" and "domador de leones", "tooth" and "brush your teeth").
    case plural
    /// One card's word is made from the other's with a suffix ("futbol" and "futbolista", "toro" and "torero",
    /// "tomate" and "la Tomatina", "sing" and "singer").
    case derived
    /// English: a card of one word starts with a word of the other, the rest being a word of its own ("rain"
    /// and "rainbow").
    case compound
    /// Two words share their root, the first 5 letters, as the hint checker reads it ("farmàcia" and
    /// "farmacèutic").
    case root
    /// Two cards of several words share their head noun ("hoquei sobre gel" and "hoquei sobre patins", "ós
    /// polar" and "ós rentador", "polar bear" and "teddy bear").
    case headNoun = "head noun"
    /// Two cards share a word of 4 letters or more that is not a stop-word ("raspall de dents" and "pasta de
    /// dents").
    case sharedWord = "shared word"
    /// The two cards hold different members of one set of the language's related-words table ("Batman" and
    /// "ratpenat", "natación" and "nadar").
    case related

    public static func < (a: GiveAwayRule, b: GiveAwayRule) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
