// The rules of orthodox chess for people, in English, French and Dutch: a summary of the FIDE Laws of
// Chess (basic rules of play), written for this project.
#include "variants/variants.h"

namespace nightrider {
namespace {

constexpr std::string_view kChessEn = R"TEXT(ORTHODOX CHESS  (chess; the FIDE Laws of Chess)

Aim
  Two players, White and Black, move in turn; White moves first. Each tries to checkmate the opposing
  king: to attack it so that no legal move can remove the attack. A player may not pass.

Board and set-up
  The board has 8 x 8 squares. The columns are files a to h, the rows are ranks 1 to 8; White's pieces
  start on ranks 1 and 2, Black's on ranks 7 and 8. Each player has a light square in the right-hand
  corner nearest to him (h1 and a8 are light).
  White: rooks a1 h1, knights b1 g1, bishops c1 f1, queen d1, king e1, pawns a2 to h2.
  Black: rooks a8 h8, knights b8 g8, bishops c8 f8, queen d8, king e8, pawns a7 to h7.
  (Each queen starts on a square of her own colour.)
  FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

Moving and capturing
  A move takes one piece from its square to another. A piece may not move to a square occupied by a
  piece of its own side. If it moves to a square occupied by an enemy piece, that piece is captured:
  it is taken off the board as part of the same move. Only the knight may jump over other pieces; the
  bishop, rook and queen need every square between start and arrival to be empty.
  - King (K): one square in any direction. It also castles (see below).
  - Queen (Q): any number of squares along a file, a rank or a diagonal.
  - Rook (R): any number of squares along a file or a rank.
  - Bishop (B): any number of squares along a diagonal (so it stays on squares of one colour).
  - Knight (N): to one of the nearest squares that is not on its own file, rank or diagonal: two
    squares in one direction and one square at a right angle. It jumps; what stands between is
    irrelevant.
  - Pawn: straight forward one square, if that square is empty. From its starting rank it may
    instead advance two squares, if both are empty. It captures differently from how it moves: one
    square diagonally forward. Pawns never move backwards.

Castling
  Once per game a player may move his king two squares towards one of his rooks along the first rank
  and, in the same move, put that rook on the square the king passed over. O-O is castling with the
  h-rook (king to g1 or g8), O-O-O with the a-rook (king to c1 or c8). Castling is allowed only if:
  - neither the king nor that rook has moved before in the game;
  - every square between the king and the rook is empty;
  - the king is not in check, and the square it crosses and the square it lands on are not attacked
    by any enemy piece.
  The right is lost for good when the king moves (both sides) or when that rook moves or is captured.
  A right that is kept may still be unusable for the moment (pieces in between, or an attack).

En passant
  When a pawn advances two squares and lands beside an enemy pawn (which then stands on its own fifth
  rank), that enemy pawn may capture it as if it had advanced only one square: it moves diagonally to
  the square the pawn passed over and removes the pawn. This capture is possible only on the very next
  move; afterwards the chance is gone.

Promotion
  A pawn that reaches the last rank (rank 8 for White, rank 1 for Black) is replaced, as part of the
  same move, by a queen, rook, bishop or knight of the same colour, at the player's choice. The choice
  does not depend on which pieces have been captured, so a player may have several queens. The new
  piece acts at once, for example by giving check.

Check
  A king is in check when an enemy piece attacks its square, that is, could capture on it if it were
  the enemy's turn. No move may leave one's own king in check or expose it to check; such a move is
  illegal (even if the attacking piece is itself pinned). A player in check must therefore answer it:
  move the king, capture the checking piece, or put a piece in between (this last is impossible
  against a knight, a pawn, or two checking pieces at once). It follows that the two kings can never
  stand on neighbouring squares and that kings are never actually captured.

End of the game
  - Checkmate: the player to move is in check and has no legal move. He loses.
  - Resignation: a player may resign at any time. He loses.
  - Stalemate: the player to move has no legal move but is not in check. The game is drawn.
  - Dead position: when no series of legal moves can lead to a checkmate for either side, the game is
    drawn at once. Examples: king against king; king and bishop, or king and knight, against king;
    kings and bishops only, with all bishops on squares of one colour.
  - Agreement: the players may agree to a draw.
  - Threefold repetition: the player to move may claim a draw when the same position is about to
    appear, or has just appeared, for the third time. Positions count as the same when the same
    pieces stand on the same squares, the same player is to move, and the same castling and en passant
    possibilities exist. After a fifth occurrence the game is drawn without a claim.
  - Fifty-move rule: a player may claim a draw when each side has made fifty moves without any pawn
    move and without any capture. After seventy-five such moves by each side the game is drawn without
    a claim, unless the last move gives checkmate.
  - On the clock, a player whose time runs out loses, unless the opponent cannot checkmate him by any
    series of legal moves; then the game is drawn.

At the board
  A player who deliberately touches one of his pieces must move it, and one who touches an enemy piece
  must capture it, if that is legally possible ("touch-move"). Saying "I adjust" ("j'adoube") first
  allows straightening a piece on its square. A move is complete when the hand has left the piece; a
  promotion when the new piece stands on the square.

In Nightrider
  Moves are written in algebraic notation with English letters: e4, Nf3, Bxe5, exd6 (pawn capture),
  O-O, O-O-O, e8=Q; "+" marks check and "#" checkmate. Machines use the coordinate form: e2e4, e1g1,
  e7e8q. In a FEN the fifth field is the count of moves towards the fifty-move rule (in half-moves).
  Perft counts the legal-move tree without applying draws by claim.
)TEXT";

constexpr std::string_view kChessFr =
    R"TEXT(ÉCHECS ORTHODOXES  (chess ; les Règles du jeu d'échecs de la FIDE)

But du jeu
  Deux joueurs, les Blancs et les Noirs, jouent à tour de rôle ; les Blancs commencent. Chacun cherche
  à mater le roi adverse, c'est-à-dire à l'attaquer de telle façon qu'aucun coup légal ne puisse parer
  l'attaque. On n'a pas le droit de passer son tour.

L'échiquier et la position de départ
  L'échiquier compte 8 x 8 cases. Les colonnes vont de a à h, les rangées de 1 à 8 ; les pièces
  blanches partent des rangées 1 et 2, les noires des rangées 7 et 8. Chaque joueur a une case claire
  dans le coin le plus proche à sa droite (h1 et a8 sont claires).
  Blancs : tours a1 h1, cavaliers b1 g1, fous c1 f1, dame d1, roi e1, pions de a2 à h2.
  Noirs : tours a8 h8, cavaliers b8 g8, fous c8 f8, dame d8, roi e8, pions de a7 à h7.
  (Chaque dame part d'une case de sa propre couleur.)
  FEN : rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

Déplacements et prises
  Un coup fait passer une pièce de sa case à une autre. Une pièce ne peut pas aller sur une case
  occupée par une pièce de son camp. Si elle va sur une case occupée par une pièce adverse, celle-ci est
  prise : elle est retirée de l'échiquier dans le même coup. Seul le cavalier peut sauter par-dessus
  d'autres pièces ; le fou, la tour et la dame ont besoin que toutes les cases entre le départ et
  l'arrivée soient vides.
  - Roi (R) : une case dans n'importe quelle direction. Il peut aussi roquer (voir plus bas).
  - Dame (D) : autant de cases qu'elle veut sur une colonne, une rangée ou une diagonale.
  - Tour (T) : autant de cases qu'elle veut sur une colonne ou une rangée.
  - Fou (F) : autant de cases qu'il veut sur une diagonale (il reste donc toujours sur la même
    couleur).
  - Cavalier (C) : sur l'une des cases les plus proches qui ne sont ni sur sa colonne, ni sur sa
    rangée, ni sur ses diagonales : deux cases dans une direction puis une case à angle droit. Il
    saute ; ce qui se trouve entre les deux cases ne compte pas.
  - Pion : une case tout droit vers l'avant, si elle est vide. Depuis sa rangée de départ, il peut
    avancer de deux cases à la place, si elles sont vides toutes les deux. Il ne prend pas comme il
    avance : il prend en diagonale, une case vers l'avant. Un pion ne recule jamais.

Le roque
  Une fois par partie, un joueur peut déplacer son roi de deux cases vers l'une de ses tours, sur la
  première rangée, et placer dans le même coup cette tour sur la case que le roi a franchie. O-O est le
  petit roque, avec la tour h (roi en g1 ou g8) ; O-O-O est le grand roque, avec la tour a (roi en c1
  ou c8). Le roque n'est permis que si :
  - ni le roi ni cette tour n'ont encore bougé pendant la partie ;
  - toutes les cases entre le roi et la tour sont vides ;
  - le roi n'est pas en échec, et ni la case qu'il franchit ni celle où il arrive ne sont attaquées
    par une pièce adverse.
  Le droit est perdu définitivement dès que le roi bouge (pour les deux côtés), ou dès que la tour
  concernée bouge ou est prise. Un droit conservé peut être momentanément inutilisable (pièces entre le
  roi et la tour, ou case attaquée).

La prise en passant
  Quand un pion avance de deux cases et s'arrête à côté d'un pion adverse (qui se trouve alors sur sa
  propre cinquième rangée), ce pion adverse peut le prendre comme s'il n'avait avancé que d'une case :
  il va en diagonale sur la case que le pion a franchie et retire ce pion. Cette prise n'est possible
  qu'au coup qui suit immédiatement ; ensuite l'occasion est perdue.

La promotion
  Un pion qui atteint la dernière rangée (la 8e pour les Blancs, la 1re pour les Noirs) est remplacé,
  dans le même coup, par une dame, une tour, un fou ou un cavalier de sa couleur, au choix du joueur. Ce
  choix ne dépend pas des pièces déjà prises : on peut avoir plusieurs dames. La nouvelle pièce agit
  tout de suite, par exemple en donnant échec.

L'échec
  Un roi est en échec quand une pièce adverse attaque sa case, c'est-à-dire pourrait y prendre si
  c'était à l'adversaire de jouer. Aucun coup ne peut laisser son propre roi en échec ni l'y exposer ;
  un tel coup est illégal (même si la pièce qui attaque est elle-même clouée). Un joueur en échec doit
  donc parer : déplacer son roi, prendre la pièce qui donne échec, ou interposer une pièce (impossible
  contre un cavalier, un pion ou un échec double). Il s'ensuit que les deux rois ne sont jamais sur des
  cases voisines et qu'un roi n'est jamais réellement pris.

Fin de la partie
  - Échec et mat : le joueur au trait est en échec et n'a aucun coup légal. Il perd.
  - Abandon : un joueur peut abandonner à tout moment. Il perd.
  - Pat : le joueur au trait n'a aucun coup légal mais n'est pas en échec. La partie est nulle.
  - Position morte : quand aucune suite de coups légaux ne peut mener à un mat, pour aucun des deux
    camps, la partie est nulle immédiatement. Exemples : roi contre roi ; roi et fou, ou roi et
    cavalier, contre roi ; rois et fous seulement, tous les fous étant sur des cases de même couleur.
  - Accord : les joueurs peuvent convenir de la nulle.
  - Triple répétition : le joueur au trait peut réclamer la nulle quand la même position va apparaître,
    ou vient d'apparaître, pour la troisième fois. Deux positions sont les mêmes quand les mêmes pièces
    occupent les mêmes cases, que le même joueur est au trait et que les mêmes possibilités de roque et
    de prise en passant existent. À la cinquième apparition, la partie est nulle sans réclamation.
  - Règle des cinquante coups : un joueur peut réclamer la nulle quand chaque camp a joué cinquante
    coups sans aucun mouvement de pion ni aucune prise. Après soixante-quinze tels coups de chaque
    camp, la partie est nulle sans réclamation, sauf si le dernier coup fait mat.
  - À la pendule, le joueur dont le temps est écoulé perd, sauf si l'adversaire ne peut plus le mater
    par aucune suite de coups légaux ; la partie est alors nulle.

Devant l'échiquier
  Un joueur qui touche volontairement une de ses pièces doit la jouer, et s'il touche une pièce adverse,
  il doit la prendre, si c'est légalement possible (« pièce touchée, pièce jouée »). En disant d'abord
  « j'adoube », on peut remettre une pièce en place sur sa case. Un coup est terminé quand la main a
  lâché la pièce ; une promotion, quand la nouvelle pièce est posée sur la case.

Dans Nightrider
  Les coups sont écrits en notation algébrique avec les lettres anglaises (K roi, Q dame, R tour,
  B fou, N cavalier) : e4, Nf3, Bxe5, exd6 (prise par un pion), O-O, O-O-O, e8=Q ; « + » marque
  l'échec et « # » le mat. Les machines utilisent la forme en coordonnées : e2e4, e1g1, e7e8q. Dans un
  FEN, le cinquième champ compte les demi-coups pour la règle des cinquante coups. Perft compte
  l'arbre des coups légaux sans appliquer les nulles sur réclamation.
)TEXT";

constexpr std::string_view kChessNl = R"TEXT(ORTHODOX SCHAAK  (chess; de FIDE-schaakregels)

Doel
  Twee spelers, Wit en Zwart, zetten om beurten; Wit begint. Elk probeert de vijandelijke koning mat te
  zetten: hem zo aan te vallen dat geen enkele reglementaire zet de aanval kan opheffen. Een beurt
  overslaan mag niet.

Bord en beginstelling
  Het bord heeft 8 x 8 velden. De kolommen zijn de lijnen a tot h, de rijen zijn 1 tot 8; de witte
  stukken beginnen op rij 1 en 2, de zwarte op rij 7 en 8. Elke speler heeft een wit veld in de hoek
  rechts het dichtst bij hem (h1 en a8 zijn wit).
  Wit: torens a1 h1, paarden b1 g1, lopers c1 f1, dame d1, koning e1, pionnen a2 tot en met h2.
  Zwart: torens a8 h8, paarden b8 g8, lopers c8 f8, dame d8, koning e8, pionnen a7 tot en met h7.
  (Elke dame begint op een veld van haar eigen kleur.)
  FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

Zetten en slaan
  Een zet brengt een stuk van zijn veld naar een ander veld. Een stuk mag niet naar een veld waarop een
  eigen stuk staat. Gaat het naar een veld met een vijandelijk stuk, dan wordt dat stuk geslagen: het
  gaat in dezelfde zet van het bord. Alleen het paard mag over andere stukken springen; loper, toren en
  dame hebben nodig dat alle velden tussen vertrek en aankomst leeg zijn.
  - Koning (K): één veld in elke richting. Hij kan ook rokeren (zie verder).
  - Dame (D): zoveel velden als ze wil langs een lijn, een rij of een diagonaal.
  - Toren (T): zoveel velden als hij wil langs een lijn of een rij.
  - Loper (L): zoveel velden als hij wil langs een diagonaal (hij blijft dus altijd op dezelfde
    kleur).
  - Paard (P): naar een van de dichtstbijzijnde velden die niet op zijn eigen lijn, rij of diagonaal
    liggen: twee velden in één richting en dan één veld haaks daarop. Het springt; wat ertussen staat
    doet er niet toe.
  - Pion: één veld recht vooruit, als dat veld leeg is. Vanaf zijn beginrij mag hij in plaats daarvan
    twee velden vooruit, als beide leeg zijn. Hij slaat anders dan hij loopt: één veld schuin
    vooruit. Een pion gaat nooit achteruit.

Rokeren
  Eén keer per partij mag een speler zijn koning over de eerste rij twee velden naar een van zijn
  torens zetten en in dezelfde zet die toren op het veld plaatsen waar de koning overheen ging. O-O is
  de korte rokade, met de h-toren (koning naar g1 of g8); O-O-O is de lange rokade, met de a-toren
  (koning naar c1 of c8). Rokeren mag alleen als:
  - de koning en die toren in de partij nog niet gezet hebben;
  - alle velden tussen koning en toren leeg zijn;
  - de koning niet schaak staat, en het veld dat hij oversteekt en het veld waar hij aankomt door geen
    enkel vijandelijk stuk aangevallen worden.
  Het recht vervalt voorgoed zodra de koning zet (voor beide kanten), of zodra die toren zet of
  geslagen wordt. Een recht dat behouden blijft, kan tijdelijk onbruikbaar zijn (stukken ertussen, of
  een aangevallen veld).

En passant slaan
  Wanneer een pion twee velden vooruitgaat en naast een vijandelijke pion terechtkomt (die dan op zijn
  eigen vijfde rij staat), mag die vijandelijke pion hem slaan alsof hij maar één veld was opgeschoven:
  hij gaat schuin naar het veld waar de pion overheen ging en neemt die pion van het bord. Dat kan
  alleen in de direct volgende zet; daarna is de kans verkeken.

Promotie
  Een pion die de laatste rij bereikt (rij 8 voor Wit, rij 1 voor Zwart) wordt in dezelfde zet
  vervangen door een dame, toren, loper of paard van zijn kleur, naar keuze van de speler. De keuze
  hangt niet af van de stukken die al geslagen zijn: een speler kan dus meerdere dames hebben. Het
  nieuwe stuk werkt meteen, bijvoorbeeld door schaak te geven.

Schaak
  Een koning staat schaak wanneer een vijandelijk stuk zijn veld aanvalt, dat wil zeggen erop zou
  kunnen slaan als de tegenstander aan zet was. Geen enkele zet mag de eigen koning schaak laten staan
  of hem schaak zetten; zo'n zet is onreglementair (ook als het aanvallende stuk zelf gepend is). Wie
  schaak staat, moet dat dus opheffen: de koning verzetten, het schaakgevende stuk slaan, of een stuk
  ertussen zetten (dat kan niet tegen een paard, een pion of een dubbelschaak). Daaruit volgt dat de
  twee koningen nooit naast elkaar staan en dat een koning nooit echt geslagen wordt.

Einde van de partij
  - Schaakmat: de speler aan zet staat schaak en heeft geen reglementaire zet. Hij verliest.
  - Opgeven: een speler mag op elk moment opgeven. Hij verliest.
  - Pat: de speler aan zet heeft geen reglementaire zet maar staat niet schaak. Het is remise.
  - Dode stelling: als geen enkele reeks reglementaire zetten voor een van beide partijen tot mat kan
    leiden, is het meteen remise. Voorbeelden: koning tegen koning; koning en loper, of koning en
    paard, tegen koning; alleen koningen en lopers, met alle lopers op velden van dezelfde kleur.
  - Overeenkomst: de spelers mogen remise overeenkomen.
  - Drievoudige herhaling: de speler aan zet mag remise claimen wanneer dezelfde stelling voor de derde
    keer zal ontstaan of net ontstaan is. Stellingen zijn gelijk als dezelfde stukken op dezelfde
    velden staan, dezelfde speler aan zet is en dezelfde mogelijkheden tot rokeren en en passant slaan
    bestaan. Bij de vijfde keer is het remise zonder claim.
  - Vijftigzettenregel: een speler mag remise claimen wanneer beide kanten vijftig zetten gedaan hebben
    zonder pionzet en zonder slagzet. Na vijfenzeventig zulke zetten van elke kant is het remise zonder
    claim, tenzij de laatste zet mat geeft.
  - Met klok: wie door zijn tijd gaat, verliest, tenzij de tegenstander hem met geen enkele reeks
    reglementaire zetten nog mat kan zetten; dan is het remise.

Aan het bord
  Wie opzettelijk een eigen stuk aanraakt, moet het zetten, en wie een vijandelijk stuk aanraakt, moet
  het slaan, als dat reglementair kan ("aanraken is zetten"). Door eerst "j'adoube" te zeggen mag men
  een stuk op zijn veld rechtzetten. Een zet is af wanneer de hand het stuk heeft losgelaten; een
  promotie wanneer het nieuwe stuk op het veld staat.

In Nightrider
  Zetten worden in algebraïsche notatie met de Engelse letters geschreven (K koning, Q dame, R toren,
  B loper, N paard): e4, Nf3, Bxe5, exd6 (slag door een pion), O-O, O-O-O, e8=Q; "+" betekent schaak
  en "#" mat. Machines gebruiken de coördinatenvorm: e2e4, e1g1, e7e8q. In een FEN telt het vijfde
  veld de halve zetten voor de vijftigzettenregel. Perft telt de boom van reglementaire zetten zonder
  remises op claim toe te passen.
)TEXT";

}  // namespace

std::string_view chess_rules_text(std::string_view lang) {
  return text_in_language(lang, kChessEn, kChessFr, kChessNl);
}

}  // namespace nightrider
