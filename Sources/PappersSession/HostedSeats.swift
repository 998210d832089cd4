import PappersApp
import PappersCanvas
import PappersUI

/// The players' own terminals of a game hosted with `pappers host`, for the session's loop: the network's
/// events become the seats' events of the model (`GameRoom`), and after each update every remote seat is sent
/// the frame drawn for its view (`ScreenRenderer.render(_:at:after:)`, at its colour depth, once for all the
/// seats that share the view, and from the view's last frame when only a running turn's countdown changed since;
/// the link keeps only the newest frame for a seat that reads slowly, and diffs it against the last one that seat
/// was sent). When the host's terminal leaves the game, every seat is closed
/// with a farewell in its own language, and the session ends.
public final class HostedSeats {
    private let link: any RoomLink
    public private(set) var room: GameRoom
    private let language: UILanguage
    private var renderers: [ColourDepth: ScreenRenderer] = [:]
    /// Whether the host's terminal showed a game at the last frame, and whether it was over.
    private var gameShown: (shown: Bool, over: Bool) = (false, false)
    /// Every seat was closed: the game is over or the host left it.
    public private(set) var isClosed = false

    /// The seats of `room` over `link`; `language` is the host's, for a farewell to a seat without one.
    public init(link: any RoomLink, room: GameRoom, language: UILanguage) {
        self.link = link
        self.room = room
        self.language = language
    }

    /// Readable while the network's events wait.
    var wakeDescriptor: Int32 { link.wakeDescriptor }

    /// The seats of the players in the room as the game starts.
    var joining: [AppEvent] { room.joining }

    /// Gives `send` the network's events waiting, as the model's, one at a time: `model` is looked at again
    /// before each, so a key read in the same batch as its seat's join finds the seat joined. A remote seat's
    /// keys count only while its screen shows the game: the screens before and after it (home, settings, teams)
    /// are the host's alone.
    func drain(_ model: () -> AppModel, into send: (AppEvent) -> Void) {
        let events = link.drain()
        // A seat's terminal may have been redrawn or resized without the model changing: draw every seat again.
        if !events.isEmpty { lastDrawn = nil }
        for event in events.flatMap({ room.take($0) }) where Self.counts(event, in: model()) { send(event) }
    }

    private static func counts(_ event: AppEvent, in model: AppModel) -> Bool {
        guard case .key(_, let seat) = event else { return true }
        if case .game = model.seats[seat]?.screen { return true }
        return false
    }

    /// How many grids the last `draw` rendered: one for each distinct view (`SeatView`) and colour depth among
    /// the seats, however many seats show it (none when nothing changed).
    private(set) var gridsRendered = 0

    /// How many of those were the view's last frame with its countdown drawn again (`DrawnScreen.isRedrawn`).
    private(set) var gridsRedrawn = 0

    /// The screens of the last `draw`, each drawn for one view at one colour depth.
    private var screens: [DrawnScreen] = []

    /// The model and instant the seats' last frames were drawn from; nil once the network brought anything.
    private var lastDrawn: DrawnFrame?

    /// Sends every remote seat its frame of `model` at `now`, rendering each distinct view once, and nothing when
    /// neither the model, nor the time on its screens, nor anything from the network changed since; once the
    /// host's terminal has left the game it showed, closes every seat instead (`gameOver` when the game ended,
    /// else `roomClosed`).
    func draw(_ model: AppModel, at now: Int) {
        guard !isClosed else { return }
        if case .game(let game) = model.screen {
            gameShown = (true, game.state.stage.isOver)
        } else if gameShown.shown {
            closeAll(gameShown.over ? .gameOver : .roomClosed)
            return
        }
        if lastDrawn?.stillShows(model, at: now) == true {
            (gridsRendered, gridsRedrawn) = (0, 0)
            return
        }
        lastDrawn = DrawnFrame(model: model, at: now)
        var drawn: [(view: SeatView?, depth: ColourDepth, grid: Grid)] = []
        var drawnScreens: [DrawnScreen] = []
        for connection in room.connected.keys.sorted() {
            guard let seated = room.connected[connection] else { continue }
            let view = model.view(of: GameRoom.seat(connection), at: now)
            let grid: Grid
            if let same = drawn.first(where: { $0.view == view && $0.depth == seated.depth }) {
                grid = same.grid
            } else if let view {
                let screen = renderer(seated.depth).render(view, at: now, after: screens)
                drawnScreens.append(screen)
                grid = screen.grid
                drawn.append((view, seated.depth, grid))
            } else {
                grid = Grid(width: 0, height: 0)
                drawn.append((view, seated.depth, grid))
            }
            link.show(grid, depth: seated.depth, to: connection)
        }
        screens = drawnScreens
        gridsRendered = drawn.count
        gridsRedrawn = drawnScreens.count { $0.isRedrawn }
    }

    /// The host seated the watcher at `seat` as the player `name` (`AppCommand.playerSeated`).
    func seated(_ seat: Seat, as name: String, role: SeatRole) { room.seated(seat, as: name, role: role) }

    /// The seat chose to draw at `depth` (`AppCommand.seatColourDepth`).
    func colours(_ seat: Seat, _ depth: ColourDepth) { room.colours(seat, depth) }

    /// Ends the seat's connection (its player chose to leave the room) with a farewell; returns the model's
    /// event for it.
    func close(_ seat: Seat, farewell: RoomFarewell) -> [AppEvent] {
        guard let connection = room.connected.keys.first(where: { GameRoom.seat($0) == seat }) else { return [.seatLeft(seat)] }
        return close(connection, farewell: farewell)
    }

    private func close(_ connection: UInt64, farewell: RoomFarewell) -> [AppEvent] {
        let language = room.connected[connection]?.language ?? language
        link.close(connection, farewell: HostLoop.farewell(farewell, in: language))
        return room.remove(connection)
    }

    /// Ends every seat's connection with `farewell`, each in its own language.
    func closeAll(_ farewell: RoomFarewell) {
        guard !isClosed else { return }
        isClosed = true
        for connection in room.connected.keys.sorted() { _ = close(connection, farewell: farewell) }
    }

    private func renderer(_ depth: ColourDepth) -> ScreenRenderer {
        if let renderer = renderers[depth] { return renderer }
        let renderer = ScreenRenderer(theme: Theme(depth: depth))
        renderers[depth] = renderer
        return renderer
    }
}
