// The rules of Magnetic and Anti-Magnetic Chess for people, in English, French and Dutch.
#include "variants/variants.h"

namespace nightrider {
namespace {

constexpr std::string_view kMagneticEn = R"(MAGNETIC CHESS
Invented by João Pedro Neto and Claude Chaunier (1996).

The board, the starting position and the moves of the pieces are those of ordinary chess. What is
new is a magnetic field that acts after every move, and the aim of the game.

Charges
  All white pieces and pawns carry one electric charge, all black ones the opposite charge. The two
  kings carry no charge at all.

The field
  When a piece or pawn other than a king has finished its move (a capture included), look from the
  square where it stopped along the four straight lines: up, down, left and right (never diagonally).
  On each of these four lines only the first unit met counts:
  - an enemy unit is attracted: it slides towards the moved piece and stops on the square next to it
    (if it is already there, nothing happens);
  - a friendly unit is repelled: it slides away from the moved piece as far as it can, up to the edge
    of the board or the square just before the next unit of either colour;
  - a king is neither attracted nor repelled, and it screens everything behind it.
  The four lines are looked at in the position reached by the move and are carried out together.
  Units moved by the field do not create a field of their own: there is no chain reaction. Nothing is
  ever captured or pushed off the board by the field.
  A king's own move creates no field. When castling, the rook creates the field from the square on
  which it lands.

Pawns
  Pawns are charged like the other pieces. A white pawn standing on the 1st or 2nd rank (a black pawn
  on the 8th or 7th) may advance two squares if both are empty, even if it has moved before; a pawn
  can reach its own first rank only by being repelled there. There is no en passant capture.
  A pawn that reaches its last rank promotes, also when the field has carried it there; the player
  who made the move chooses a queen, rook, bishop or knight for it.

Castling
  Castling is played as in ordinary chess, with a king and a rook that have never moved and empty
  squares between them. A rook that has been moved by the field loses its castling right for good,
  even if it is later drawn back to its corner. Since there is no check, it does not matter whether
  the king's squares are attacked.

End of the game
  There is no check, checkmate or stalemate: a king may stand on, move to or stay on an attacked
  square. The player who captures the opponent's king wins at once; the field of that move is not
  applied. A player who has no legal move draws the game. A game is also drawn by the fifty-move
  rule or by threefold repetition.
)";

constexpr std::string_view kMagneticFr = R"(ÉCHECS MAGNÉTIQUES
Inventés par João Pedro Neto et Claude Chaunier (1996).

L'échiquier, la position de départ et la marche des pièces sont ceux des échecs ordinaires. Ce qui
change : un champ magnétique agit après chaque coup, et le but du jeu est autre.

Les charges
  Toutes les pièces et tous les pions blancs portent une même charge électrique, les noirs la charge
  contraire. Les deux rois ne portent aucune charge.

Le champ
  Quand une pièce ou un pion autre qu'un roi a joué (prise comprise), on regarde, depuis la case où il
  s'est arrêté, dans les quatre directions droites : vers le haut, vers le bas, à gauche et à droite
  (jamais en diagonale). Sur chacune de ces lignes, seule la première unité rencontrée est concernée :
  - une unité adverse est attirée : elle glisse vers la pièce jouée et s'arrête sur la case voisine
    (si elle y est déjà, rien ne se passe) ;
  - une unité amie est repoussée : elle glisse en s'éloignant de la pièce jouée aussi loin que
    possible, jusqu'au bord de l'échiquier ou jusqu'à la case précédant l'unité suivante, quelle que
    soit sa couleur ;
  - un roi n'est ni attiré ni repoussé, et il fait écran à tout ce qui se trouve derrière lui.
  Les quatre lignes sont examinées dans la position obtenue après le coup, et leurs effets ont lieu
  en même temps. Les unités déplacées par le champ ne produisent pas de champ à leur tour : il n'y a
  pas de réaction en chaîne. Le champ ne prend jamais rien et ne fait rien sortir de l'échiquier.
  Un coup du roi lui-même ne produit pas de champ. Lors du roque, c'est la tour qui produit le champ,
  depuis sa case d'arrivée.

Les pions
  Les pions sont chargés comme les autres pièces. Un pion blanc sur la 1re ou la 2e rangée (un pion
  noir sur la 8e ou la 7e) peut avancer de deux cases si elles sont libres, même s'il a déjà joué ; un
  pion n'arrive sur sa propre première rangée que repoussé par le champ. La prise en passant n'existe
  pas. Un pion qui atteint sa dernière rangée est promu, même s'il y a été porté par le champ ; le
  joueur qui a fait le coup choisit pour lui une dame, une tour, un fou ou un cavalier.

Le roque
  Le roque se joue comme aux échecs ordinaires, avec un roi et une tour qui n'ont jamais bougé et des
  cases libres entre eux. Une tour déplacée par le champ perd définitivement son droit au roque, même
  si elle est ramenée plus tard dans son coin. Comme il n'y a pas d'échec, peu importe que les cases
  du roi soient attaquées.

Fin de la partie
  Il n'y a ni échec, ni mat, ni pat : un roi peut se trouver, aller ou rester sur une case attaquée.
  Le joueur qui prend le roi adverse gagne aussitôt ; le champ de ce coup n'est pas appliqué. Un
  joueur qui n'a aucun coup légal fait partie nulle. La partie est aussi nulle par la règle des
  cinquante coups ou par la triple répétition.
)";

constexpr std::string_view kMagneticNl = R"(MAGNETISCH SCHAAK
Bedacht door João Pedro Neto en Claude Chaunier (1996).

Het bord, de beginstelling en de zetten van de stukken zijn die van het gewone schaakspel. Nieuw zijn
een magnetisch veld dat na elke zet werkt, en het doel van het spel.

Ladingen
  Alle witte stukken en pionnen dragen dezelfde elektrische lading, alle zwarte de tegengestelde. De
  twee koningen hebben geen lading.

Het veld
  Als een stuk of pion dat geen koning is zijn zet heeft gedaan (een slagzet inbegrepen), kijk dan
  vanaf het veld waar het stilstaat in de vier rechte richtingen: omhoog, omlaag, naar links en naar
  rechts (nooit schuin). Op elk van die lijnen telt alleen de eerste eenheid die je tegenkomt:
  - een vijandelijke eenheid wordt aangetrokken: ze schuift naar het gezette stuk toe en blijft op
    het veld ernaast staan (staat ze daar al, dan gebeurt er niets);
  - een eigen eenheid wordt afgestoten: ze schuift zo ver mogelijk van het gezette stuk weg, tot aan
    de rand van het bord of tot het veld vóór de volgende eenheid, van welke kleur ook;
  - een koning wordt niet aangetrokken en niet afgestoten, en hij schermt alles achter zich af.
  De vier lijnen worden bekeken in de stelling die de zet oplevert en hun gevolgen worden tegelijk
  uitgevoerd. Eenheden die door het veld verschoven worden, wekken zelf geen veld op: er is geen
  kettingreactie. Het veld slaat nooit iets en duwt nooit iets van het bord.
  Een zet van de koning zelf wekt geen veld op. Bij de rokade wekt de toren het veld op, vanaf het
  veld waar hij aankomt.

Pionnen
  Pionnen zijn geladen zoals de andere stukken. Een witte pion op de 1e of 2e rij (een zwarte op de
  8e of 7e) mag twee velden vooruit als beide vrij zijn, ook als hij al eerder gezet heeft; een pion
  komt alleen op zijn eigen eerste rij doordat het veld hem daarheen afstoot. En passant slaan bestaat
  niet. Een pion die zijn laatste rij bereikt promoveert, ook als het veld hem daar gebracht heeft; de
  speler die de zet deed kiest er een dame, toren, loper of paard voor.

Rokade
  De rokade gaat als in het gewone schaakspel, met een koning en een toren die nog nooit bewogen
  hebben en vrije velden ertussen. Een toren die door het veld verschoven is, verliest zijn recht op
  rokade voorgoed, ook als hij later naar zijn hoek teruggetrokken wordt. Omdat er geen schaak
  bestaat, maakt het niet uit of de velden van de koning aangevallen zijn.

Einde van de partij
  Er is geen schaak, geen mat en geen pat: een koning mag op een aangevallen veld staan, erheen gaan
  of erop blijven. Wie de koning van de tegenstander slaat, wint meteen; het veld van die zet wordt
  niet meer toegepast. Een speler die geen enkele geldige zet heeft, speelt remise. De partij is ook
  remise door de vijftigzettenregel of door drievoudige herhaling.
)";

constexpr std::string_view kAntimagneticEn = R"(ANTI-MAGNETIC CHESS
Invented by João Pedro Neto and Claude Chaunier, as the mirror image of their Magnetic Chess.

All rules of Magnetic Chess apply (see `nightrider rules magnetic`), with one change: like charges
attract and unlike charges repel.

Charges
  All white pieces and pawns carry one charge, all black ones the other. The kings carry none.

The field
  When a piece or pawn other than a king has finished its move (a capture included), look from the
  square where it stopped up, down, left and right (never diagonally). On each of these four lines only
  the first unit met counts:
  - a friendly unit is attracted: it slides towards the moved piece and stops on the square next to
    it (if it is already there, nothing happens);
  - an enemy unit is repelled: it slides away from the moved piece as far as it can, up to the edge of
    the board or the square just before the next unit of either colour;
  - a king is neither attracted nor repelled, and it screens everything behind it.
  The four lines are looked at in the position reached by the move and are carried out together.
  Displaced units create no field of their own (no chain reaction); the field never captures and never
  pushes anything off the board. A king's own move creates no field; when castling, the rook creates
  the field from the square on which it lands.

Pawns
  A white pawn on the 1st or 2nd rank (a black pawn on the 8th or 7th) may advance two squares if both
  are empty, even if it has moved before. There is no en passant capture. A pawn that reaches its last
  rank promotes, also when the field has carried it there; this can happen to an enemy pawn repelled
  onto its last rank. In every case the player who made the move chooses a queen, rook, bishop or
  knight for it.

Castling
  As in ordinary chess, with a king and a rook that have never moved and empty squares between them.
  A rook moved by the field loses its castling right for good. Attacked squares do not matter.

End of the game
  There is no check, checkmate or stalemate. The player who captures the opponent's king wins at once;
  the field of that move is not applied. A player who has no legal move draws. The fifty-move rule and
  threefold repetition also draw.
)";

constexpr std::string_view kAntimagneticFr = R"(ÉCHECS ANTI-MAGNÉTIQUES
Inventés par João Pedro Neto et Claude Chaunier, comme l'image inversée de leurs échecs magnétiques.

Toutes les règles des échecs magnétiques s'appliquent (voir `nightrider rules magnetic`), avec un seul
changement : les charges de même signe s'attirent et les charges de signes contraires se repoussent.

Les charges
  Toutes les pièces et tous les pions blancs portent une même charge, les noirs l'autre. Les rois n'en
  portent aucune.

Le champ
  Quand une pièce ou un pion autre qu'un roi a joué (prise comprise), on regarde, depuis la case où il
  s'est arrêté, vers le haut, vers le bas, à gauche et à droite (jamais en diagonale). Sur chacune de
  ces quatre lignes, seule la première unité rencontrée est concernée :
  - une unité amie est attirée : elle glisse vers la pièce jouée et s'arrête sur la case voisine (si
    elle y est déjà, rien ne se passe) ;
  - une unité adverse est repoussée : elle glisse en s'éloignant de la pièce jouée aussi loin que
    possible, jusqu'au bord de l'échiquier ou jusqu'à la case précédant l'unité suivante, quelle que
    soit sa couleur ;
  - un roi n'est ni attiré ni repoussé, et il fait écran à tout ce qui se trouve derrière lui.
  Les quatre lignes sont examinées dans la position obtenue après le coup et leurs effets ont lieu en
  même temps. Les unités déplacées ne produisent pas de champ à leur tour (pas de réaction en chaîne) ;
  le champ ne prend rien et ne fait rien sortir de l'échiquier. Un coup du roi ne produit pas de champ ;
  lors du roque, c'est la tour qui le produit, depuis sa case d'arrivée.

Les pions
  Un pion blanc sur la 1re ou la 2e rangée (un pion noir sur la 8e ou la 7e) peut avancer de deux cases
  si elles sont libres, même s'il a déjà joué. La prise en passant n'existe pas. Un pion qui atteint sa
  dernière rangée est promu, même s'il y a été porté par le champ ; cela peut arriver à un pion adverse
  repoussé jusqu'à sa dernière rangée. Dans tous les cas, c'est le joueur qui a fait le coup qui choisit
  une dame, une tour, un fou ou un cavalier.

Le roque
  Comme aux échecs ordinaires, avec un roi et une tour qui n'ont jamais bougé et des cases libres entre
  eux. Une tour déplacée par le champ perd définitivement son droit au roque. Les cases attaquées ne
  comptent pas.

Fin de la partie
  Il n'y a ni échec, ni mat, ni pat. Le joueur qui prend le roi adverse gagne aussitôt ; le champ de ce
  coup n'est pas appliqué. Un joueur qui n'a aucun coup légal fait partie nulle. La règle des cinquante
  coups et la triple répétition donnent aussi la nullité.
)";

constexpr std::string_view kAntimagneticNl = R"(ANTI-MAGNETISCH SCHAAK
Bedacht door João Pedro Neto en Claude Chaunier, als het spiegelbeeld van hun Magnetisch schaak.

Alle regels van Magnetisch schaak gelden (zie `nightrider rules magnetic`), met één verschil: gelijke
ladingen trekken elkaar aan en tegengestelde ladingen stoten elkaar af.

Ladingen
  Alle witte stukken en pionnen dragen dezelfde lading, alle zwarte de andere. De koningen hebben geen
  lading.

Het veld
  Als een stuk of pion dat geen koning is zijn zet heeft gedaan (een slagzet inbegrepen), kijk dan
  vanaf het veld waar het stilstaat omhoog, omlaag, naar links en naar rechts (nooit schuin). Op elk
  van die vier lijnen telt alleen de eerste eenheid die je tegenkomt:
  - een eigen eenheid wordt aangetrokken: ze schuift naar het gezette stuk toe en blijft op het veld
    ernaast staan (staat ze daar al, dan gebeurt er niets);
  - een vijandelijke eenheid wordt afgestoten: ze schuift zo ver mogelijk van het gezette stuk weg,
    tot aan de rand van het bord of tot het veld vóór de volgende eenheid, van welke kleur ook;
  - een koning wordt niet aangetrokken en niet afgestoten, en hij schermt alles achter zich af.
  De vier lijnen worden bekeken in de stelling die de zet oplevert en hun gevolgen worden tegelijk
  uitgevoerd. Verschoven eenheden wekken zelf geen veld op (geen kettingreactie); het veld slaat niets
  en duwt niets van het bord. Een zet van de koning wekt geen veld op; bij de rokade doet de toren dat,
  vanaf het veld waar hij aankomt.

Pionnen
  Een witte pion op de 1e of 2e rij (een zwarte op de 8e of 7e) mag twee velden vooruit als beide vrij
  zijn, ook als hij al eerder gezet heeft. En passant slaan bestaat niet. Een pion die zijn laatste rij
  bereikt promoveert, ook als het veld hem daar gebracht heeft; dat kan een vijandelijke pion overkomen
  die tot op zijn laatste rij wordt afgestoten. In alle gevallen kiest de speler die de zet deed een
  dame, toren, loper of paard.

Rokade
  Zoals in het gewone schaakspel, met een koning en een toren die nog nooit bewogen hebben en vrije
  velden ertussen. Een toren die door het veld verschoven is, verliest zijn recht op rokade voorgoed.
  Aangevallen velden spelen geen rol.

Einde van de partij
  Er is geen schaak, geen mat en geen pat. Wie de koning van de tegenstander slaat, wint meteen; het
  veld van die zet wordt niet meer toegepast. Een speler zonder geldige zet speelt remise. Ook de
  vijftigzettenregel en drievoudige herhaling leveren remise op.
)";

}  // namespace

std::string_view magnetic_rules_text(std::string_view lang) {
  return text_in_language(lang, kMagneticEn, kMagneticFr, kMagneticNl);
}

std::string_view antimagnetic_rules_text(std::string_view lang) {
  return text_in_language(lang, kAntimagneticEn, kAntimagneticFr, kAntimagneticNl);
}

}  // namespace nightrider
