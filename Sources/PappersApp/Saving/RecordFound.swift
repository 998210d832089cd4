import PappersCanvas

/// The question when a game is continued and a record written elsewhere (when saving failed) holds more of it
/// than the data directory: take it in and go on from where the game really stopped, or go on without it.
public struct RecordFound: Equatable, Sendable {
    /// The record file.
    public let path: String
    /// The game of the data directory it continues.
    public let gameID: Int
    /// How many actions it holds beyond what the data directory keeps.
    public let actions: Int

    public init(path: String, gameID: Int, actions: Int) {
        self.path = path
        self.gameID = gameID
        self.actions = actions
    }
}

extension AppModel {
    /// Keys of the question: t or Enter takes the record in, c or Esc continues without it.
    mutating func answerRecordFound(_ key: Key, _ found: RecordFound) -> [AppCommand] {
        switch key {
        case .character("t"), .enter:
            recordFound = nil
            return [.takeInRecord(found)]
        case .character("c"), .escape:
            recordFound = nil
            return [.continueWithoutRecord(id: found.gameID)]
        default:
            return []
        }
    }
}
