/// A game state as JSON, in the shape it had before the stages became one enum: the stage's name under
/// `phase`, and its data under `plan`, `turn`, `review` or `carry` (absent when the stage has none).
///
/// No file of Pappers holds a state (records hold the setup and the journal, and a state is rebuilt by
/// replaying them); the coding serves tests and tools that keep a state aside. Reading refuses a `phase` whose
/// data is missing, or data that does not belong to the phase.
extension GameState {
    private enum CodingKeys: String, CodingKey {
        case setup, phase, clock, round, bowl, teamOrder, orderPosition, nextDescriber, scores
        case plan, turn, review, carry, history, generator, rotation, seatedLate
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        setup = try container.decode(GameSetup.self, forKey: .setup)
        clock = try container.decode(Int.self, forKey: .clock)
        round = try container.decode(Int.self, forKey: .round)
        bowl = try container.decode([WordID].self, forKey: .bowl)
        teamOrder = try container.decode([Int].self, forKey: .teamOrder)
        orderPosition = try container.decode(Int.self, forKey: .orderPosition)
        nextDescriber = try container.decode([Int].self, forKey: .nextDescriber)
        scores = try container.decode([[Int]].self, forKey: .scores)
        history = try container.decode([TurnRecord].self, forKey: .history)
        generator = try container.decode(SeededGenerator.self, forKey: .generator)
        rotation = try container.decodeIfPresent(PairRotation.self, forKey: .rotation)
        seatedLate = try container.decodeIfPresent([SeatedPlayer].self, forKey: .seatedLate) ?? []
        let phase = try container.decode(Phase.self, forKey: .phase)
        let plan = try container.decodeIfPresent(TurnPlan.self, forKey: .plan)
        let turn = try container.decodeIfPresent(TurnState.self, forKey: .turn)
        let review = try container.decodeIfPresent(Review.self, forKey: .review)
        let carry = try container.decodeIfPresent(TurnPlan.self, forKey: .carry)
        let stage: Stage? = switch (phase, plan, turn, review, carry) {
        case (.notStarted, nil, nil, nil, nil): .notStarted
        case (.handOff, let plan?, nil, nil, nil): .handOff(plan)
        case (.turn, nil, let turn?, nil, nil): .turn(turn)
        case (.review, nil, nil, let review?, nil): .review(review)
        case (.roundOver, nil, nil, nil, let carry): .roundOver(carry: carry)
        case (.finished, nil, nil, nil, nil): .finished
        case (.abandoned, nil, nil, nil, nil): .abandoned
        default: nil
        }
        guard let stage else {
            throw DecodingError.dataCorruptedError(
                forKey: .phase, in: container, debugDescription: "the data beside \(phase.rawValue) does not fit it")
        }
        self.stage = stage
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(setup, forKey: .setup)
        try container.encode(phase, forKey: .phase)
        try container.encode(clock, forKey: .clock)
        try container.encode(round, forKey: .round)
        try container.encode(bowl, forKey: .bowl)
        try container.encode(teamOrder, forKey: .teamOrder)
        try container.encode(orderPosition, forKey: .orderPosition)
        try container.encode(nextDescriber, forKey: .nextDescriber)
        try container.encode(scores, forKey: .scores)
        try container.encodeIfPresent(plan, forKey: .plan)
        try container.encodeIfPresent(turn, forKey: .turn)
        try container.encodeIfPresent(review, forKey: .review)
        try container.encodeIfPresent(carry, forKey: .carry)
        try container.encode(history, forKey: .history)
        try container.encode(generator, forKey: .generator)
        try container.encodeIfPresent(rotation, forKey: .rotation)
        if !seatedLate.isEmpty { try container.encode(seatedLate, forKey: .seatedLate) }
    }
}
