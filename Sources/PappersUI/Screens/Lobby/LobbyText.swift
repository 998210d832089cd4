import PappersApp

/// The lobby's words in each language. Kept beside the lobby until `pappers host` joins the game's screens,
/// where they become strings of the interface's table.
public struct LobbyText: Equatable, Sendable {
    var title: String
    var roomCode: String
    var typeThis: String
    var password: String
    var hostKey: String
    var players: String
    var nobodyYet: String
    var away: String
    var choosingName: String
    /// "{n} more" for the players that do not fit.
    var more: String

    public static func of(_ language: UILanguage) -> LobbyText {
        switch language {
        case .en: LobbyText(
            title: "Pappers: join from your own terminal", roomCode: "Room code", typeThis: "Type in any terminal:",
            password: "the password is the room code", hostKey: "Host key", players: "Players", nobodyYet: "Nobody yet.",
            away: "away", choosingName: "choosing a name…", more: "{n} more")
        case .ca: LobbyText(
            title: "Pappers: entreu des del vostre terminal", roomCode: "Codi de la sala",
            typeThis: "Escriviu en qualsevol terminal:", password: "la contrasenya és el codi de la sala",
            hostKey: "Clau de l'amfitrió", players: "Jugadors", nobodyYet: "Encara no hi ha ningú.", away: "fora",
            choosingName: "tria un nom…", more: "{n} més")
        case .es: LobbyText(
            title: "Pappers: entrad desde vuestro terminal", roomCode: "Código de la sala",
            typeThis: "Escribid en cualquier terminal:", password: "la contraseña es el código de la sala",
            hostKey: "Clave del anfitrión", players: "Jugadores", nobodyYet: "Aún no hay nadie.", away: "fuera",
            choosingName: "elige un nombre…", more: "{n} más")
        }
    }
}
