// The rules of Anti-King Chess I and II for people, in English, French and Dutch (RULES.md A14-A19).
#include "variants/variants.h"

namespace nightrider {
namespace {

constexpr std::string_view kAntiKing1En = R"(ANTI-KING CHESS I  (antiking1; Peter Aronson, 2002)

Board and pieces
  An ordinary 8x8 board. Each player has a king, a queen, two rooks, two bishops, two knights, eight
  pawns and one extra royal piece, the anti-king (letter A).
  White: king c1, anti-king h8, queen b1, rooks a2 e1, bishops b2 d1, knights c2 d2,
         pawns a3 b3 c3 d3 e3 f3 f2 f1.
  Black: king f8, anti-king a1, queen g8, rooks d8 h7, bishops e8 g7, knights e7 f7,
         pawns c6 c7 c8 d6 e6 f6 g6 h6.
  FEN: 2prbkqA/2p1nnbr/2pppppp/8/8/PPPPPP2/RBNN1P2/aQKBRP2 w KAka - 0 1
  Each anti-king starts in a corner of the opponent's camp. White moves first.

The anti-king
  - It steps one square in any direction, like a king.
  - It may capture only pieces of its OWN colour, never its own king and never an enemy piece.
    Consequently it attacks nothing of the opponent: it never gives check and never makes a square
    unsafe for the enemy.
  - It is royal: it can never be captured, by either side.
  - It must always be attacked. An anti-king that no enemy piece attacks is "in anti-check".
    The enemy king does not count as an attacker: kings do not attack anti-kings, so an anti-king
    standing next to the enemy king and attacked by nothing else is in anti-check. The enemy
    anti-king does not count either.
  - "Attacked" has the usual meaning: a piece attacks every square it could capture on, even when it
    is pinned to its own king. A pinned enemy piece therefore still keeps your anti-king safe.

Which moves are legal
  After your move your king must not be attacked, AND your anti-king must be attacked by at least one
  enemy piece. So you may escape anti-check by moving the anti-king to an attacked square, by capturing
  one of your own pieces with it, or by moving one of your pieces out of an enemy line that leads to the
  anti-king. You may not put one of your pieces between your anti-king and its only attacker.

Pawns (Berolina pawns)
  A pawn moves one square diagonally forward to an empty square, and captures the enemy piece standing
  one square straight ahead. There is no double step and no en passant. A pawn reaching the last rank
  becomes a queen, rook, bishop or knight of its owner's choice.

The royal knight's leap (instead of castling)
  There is no castling. Instead, a king or anti-king that has not moved yet may make, as its first move,
  a knight's leap to an EMPTY square; the leap never captures. The king may use it to get out of check.
  Each royal piece keeps its own leap until it first moves. In a FEN the unused leaps stand in the
  castling field: K (king) and A (anti-king), lower case for Black, "-" if none is left.

End of the game
  A player who has no legal move loses if his king is in check (checkmate) or his anti-king is in
  anti-check (anti-checkmate); otherwise the game is drawn (stalemate). A move that at the same time
  checks the enemy king and leaves the enemy anti-king unattacked - for example when the piece guarding
  that anti-king moves away and gives check - is a "double check" that can seldom be answered, because a
  single reply has to cure both. The fifty-move rule and threefold repetition draw as in orthodox chess.
  Everything not mentioned here follows the orthodox rules of chess.
)";

constexpr std::string_view kAntiKing2En = R"(ANTI-KING CHESS II  (antiking2; Peter Aronson, 2002)

Board and pieces
  The orthodox chess set-up plus one extra royal piece per side, the anti-king (letter A), placed in the
  opponent's half: white anti-king on d6, black anti-king on d3.
  FEN: rnbqkbnr/pppppppp/3A4/8/8/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1
  White moves first.

The anti-king
  - It steps one square in any direction, like a king (it never castles).
  - It may capture only pieces of its OWN colour, never its own king and never an enemy piece.
    Consequently it attacks nothing of the opponent: it never gives check and never makes a square
    unsafe for the enemy (not even a square the enemy king crosses when castling).
  - It is royal: it can never be captured, by either side.
  - It must always be attacked. An anti-king that no enemy piece attacks is "in anti-check".
    The enemy king does not count as an attacker: kings do not attack anti-kings, so an anti-king
    standing next to the enemy king and attacked by nothing else is in anti-check. The enemy
    anti-king does not count either.
  - "Attacked" has the usual meaning: a piece attacks every square it could capture on, even when it
    is pinned to its own king. A pinned enemy piece therefore still keeps your anti-king safe.

Which moves are legal
  After your move your king must not be attacked, AND your anti-king must be attacked by at least one
  enemy piece. So you may escape anti-check by moving the anti-king to an attacked square, by capturing
  one of your own pieces with it, or by moving one of your pieces out of an enemy line that leads to the
  anti-king. You may not put one of your pieces between your anti-king and its only attacker.

Everything else is orthodox
  Pawns (double step, en passant, promotion to queen, rook, bishop or knight), castling (the king may
  not castle out of, through or into an attacked square; the rights are written KQkq in a FEN) and all
  other moves follow the orthodox rules.

End of the game
  A player who has no legal move loses if his king is in check (checkmate) or his anti-king is in
  anti-check (anti-checkmate); otherwise the game is drawn (stalemate). The fifty-move rule and
  threefold repetition draw as in orthodox chess.
  Example: 1.e4 e5 2.Qh5 Ah4? 3.Qxf7 mates. The white queen was the only piece attacking the black
  anti-king on h4; by leaving h5 it abandons that anti-king and at the same time checks the black king.
  Taking the queen with the king leaves the anti-king unattacked, and no anti-king move parries the check.
)";

constexpr std::string_view kAntiKing1Fr = R"(ÉCHECS ANTIROI I  (antiking1 ; Peter Aronson, 2002)

Échiquier et pièces
  Un échiquier ordinaire de 8x8 cases. Chaque camp dispose d'un roi, d'une dame, de deux tours, de deux
  fous, de deux cavaliers, de huit pions et d'une pièce royale supplémentaire, l'antiroi (lettre A).
  Blancs : roi c1, antiroi h8, dame b1, tours a2 e1, fous b2 d1, cavaliers c2 d2,
           pions a3 b3 c3 d3 e3 f3 f2 f1.
  Noirs :  roi f8, antiroi a1, dame g8, tours d8 h7, fous e8 g7, cavaliers e7 f7,
           pions c6 c7 c8 d6 e6 f6 g6 h6.
  FEN : 2prbkqA/2p1nnbr/2pppppp/8/8/PPPPPP2/RBNN1P2/aQKBRP2 w KAka - 0 1
  Chaque antiroi commence dans un coin du camp adverse. Les Blancs jouent en premier.

L'antiroi
  - Il se déplace d'une case dans n'importe quelle direction, comme un roi.
  - Il ne peut prendre que des pièces de SA couleur, jamais son propre roi ni une pièce adverse.
    Il n'attaque donc rien chez l'adversaire : il ne met jamais en échec et ne rend aucune case
    dangereuse pour l'adversaire.
  - C'est une pièce royale : personne ne peut le prendre.
  - Il doit toujours être attaqué. Un antiroi qu'aucune pièce adverse n'attaque est « en anti-échec ».
    Le roi adverse ne compte pas : les rois n'attaquent pas les antirois, si bien qu'un antiroi placé
    à côté du roi adverse et attaqué par rien d'autre est en anti-échec. L'antiroi adverse ne compte
    pas non plus.
  - « Attaquer » garde son sens habituel : une pièce attaque toute case où elle pourrait prendre, même
    si elle est clouée sur son roi. Une pièce adverse clouée protège donc encore votre antiroi.

Coups légaux
  Après votre coup, votre roi ne doit pas être attaqué ET votre antiroi doit être attaqué par au moins
  une pièce adverse. On sort de l'anti-échec en amenant l'antiroi sur une case attaquée, en lui faisant
  prendre une de ses propres pièces, ou en retirant une de ses pièces d'une ligne adverse qui mène à
  l'antiroi. Il est interdit de placer une de ses pièces entre son antiroi et son unique attaquant.

Les pions (pions Berolina)
  Un pion avance d'une case en diagonale vers une case vide et prend la pièce adverse qui se trouve
  juste devant lui, sur sa colonne. Pas de double pas, pas de prise en passant. Arrivé sur la dernière
  rangée, le pion devient au choix une dame, une tour, un fou ou un cavalier.

Le saut de cavalier royal (au lieu du roque)
  Le roque n'existe pas. À la place, un roi ou un antiroi qui n'a pas encore bougé peut, pour son
  premier coup, sauter comme un cavalier vers une case VIDE ; ce saut ne prend jamais. Le roi peut
  l'utiliser pour parer un échec. Chaque pièce royale garde son saut jusqu'à son premier déplacement.
  Dans une FEN, les sauts encore disponibles s'écrivent dans le champ du roque : K (roi) et A (antiroi),
  en minuscules pour les Noirs, « - » s'il n'en reste aucun.

Fin de partie
  Le joueur qui n'a aucun coup légal perd si son roi est en échec (mat) ou si son antiroi est en
  anti-échec (anti-mat) ; sinon la partie est nulle (pat). Un coup qui met le roi adverse en échec tout
  en laissant l'antiroi adverse sans attaquant - par exemple quand la pièce qui attaquait cet antiroi
  s'en va en donnant échec - est un « double échec » rarement parable, car une seule réponse doit régler
  les deux problèmes. La règle des cinquante coups et la triple répétition annulent comme aux échecs
  orthodoxes. Tout ce qui n'est pas précisé ici suit les règles orthodoxes.
)";

constexpr std::string_view kAntiKing2Fr = R"(ÉCHECS ANTIROI II  (antiking2 ; Peter Aronson, 2002)

Échiquier et pièces
  La position de départ orthodoxe, plus une pièce royale supplémentaire par camp, l'antiroi (lettre A),
  posée dans la moitié adverse : antiroi blanc en d6, antiroi noir en d3.
  FEN : rnbqkbnr/pppppppp/3A4/8/8/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1
  Les Blancs jouent en premier.

L'antiroi
  - Il se déplace d'une case dans n'importe quelle direction, comme un roi (il ne roque jamais).
  - Il ne peut prendre que des pièces de SA couleur, jamais son propre roi ni une pièce adverse.
    Il n'attaque donc rien chez l'adversaire : il ne met jamais en échec et ne rend aucune case
    dangereuse pour l'adversaire (pas même une case que le roi adverse traverse en roquant).
  - C'est une pièce royale : personne ne peut le prendre.
  - Il doit toujours être attaqué. Un antiroi qu'aucune pièce adverse n'attaque est « en anti-échec ».
    Le roi adverse ne compte pas : les rois n'attaquent pas les antirois, si bien qu'un antiroi placé
    à côté du roi adverse et attaqué par rien d'autre est en anti-échec. L'antiroi adverse ne compte
    pas non plus.
  - « Attaquer » garde son sens habituel : une pièce attaque toute case où elle pourrait prendre, même
    si elle est clouée sur son roi. Une pièce adverse clouée protège donc encore votre antiroi.

Coups légaux
  Après votre coup, votre roi ne doit pas être attaqué ET votre antiroi doit être attaqué par au moins
  une pièce adverse. On sort de l'anti-échec en amenant l'antiroi sur une case attaquée, en lui faisant
  prendre une de ses propres pièces, ou en retirant une de ses pièces d'une ligne adverse qui mène à
  l'antiroi. Il est interdit de placer une de ses pièces entre son antiroi et son unique attaquant.

Le reste est orthodoxe
  Les pions (double pas, prise en passant, promotion en dame, tour, fou ou cavalier), le roque (le roi
  ne roque ni hors d'un échec, ni à travers ni vers une case attaquée ; les droits s'écrivent KQkq dans
  une FEN) et tous les autres coups suivent les règles orthodoxes.

Fin de partie
  Le joueur qui n'a aucun coup légal perd si son roi est en échec (mat) ou si son antiroi est en
  anti-échec (anti-mat) ; sinon la partie est nulle (pat). La règle des cinquante coups et la triple
  répétition annulent comme aux échecs orthodoxes.
  Exemple : 1.e4 e5 2.Dh5 Ah4? 3.Dxf7 mat. La dame blanche était la seule pièce qui attaquait l'antiroi
  noir en h4 ; en quittant h5 elle l'abandonne et met en même temps le roi noir en échec. Prendre la
  dame avec le roi laisse l'antiroi sans attaquant, et aucun coup de l'antiroi ne pare l'échec.
)";

constexpr std::string_view kAntiKing1Nl = R"(ANTIKONINGSCHAAK I  (antiking1; Peter Aronson, 2002)

Bord en stukken
  Een gewoon bord van 8x8 velden. Elke speler heeft een koning, een dame, twee torens, twee lopers, twee
  paarden, acht pionnen en één extra koninklijk stuk, de antikoning (letter A).
  Wit:   koning c1, antikoning h8, dame b1, torens a2 e1, lopers b2 d1, paarden c2 d2,
         pionnen a3 b3 c3 d3 e3 f3 f2 f1.
  Zwart: koning f8, antikoning a1, dame g8, torens d8 h7, lopers e8 g7, paarden e7 f7,
         pionnen c6 c7 c8 d6 e6 f6 g6 h6.
  FEN: 2prbkqA/2p1nnbr/2pppppp/8/8/PPPPPP2/RBNN1P2/aQKBRP2 w KAka - 0 1
  Elke antikoning begint in een hoek van het kamp van de tegenstander. Wit begint.

De antikoning
  - Hij zet één veld in elke richting, zoals een koning.
  - Hij mag alleen stukken van zijn EIGEN kleur slaan, nooit de eigen koning en nooit een stuk van de
    tegenstander. Hij valt dus niets van de tegenstander aan: hij geeft nooit schaak en maakt geen enkel
    veld onveilig voor de tegenstander.
  - Hij is koninklijk: niemand kan hem slaan.
  - Hij moet altijd aangevallen zijn. Een antikoning die door geen enkel vijandelijk stuk wordt
    aangevallen staat "in antischaak". De vijandelijke koning telt niet mee: koningen vallen
    antikoningen niet aan, dus een antikoning naast de vijandelijke koning die door niets anders
    wordt aangevallen, staat in antischaak. De vijandelijke antikoning telt evenmin mee.
  - "Aanvallen" heeft de gewone betekenis: een stuk valt elk veld aan waarop het zou kunnen slaan, ook
    als het tegen de eigen koning gepend staat. Een gepend vijandelijk stuk houdt uw antikoning dus
    nog steeds veilig.

Welke zetten zijn toegestaan
  Na uw zet mag uw koning niet aangevallen zijn, EN moet uw antikoning door minstens één vijandelijk
  stuk aangevallen zijn. Antischaak heft u op door de antikoning naar een aangevallen veld te zetten,
  door er een eigen stuk mee te slaan, of door een eigen stuk weg te halen uit een vijandelijke lijn
  die naar de antikoning leidt. U mag geen eigen stuk tussen uw antikoning en zijn enige aanvaller zetten.

Pionnen (Berolina-pionnen)
  Een pion zet één veld schuin vooruit naar een leeg veld, en slaat het vijandelijke stuk dat recht voor
  hem staat. Er is geen dubbele stap en geen en passant. Een pion die de laatste rij bereikt, wordt naar
  keuze van de eigenaar een dame, toren, loper of paard.

De koninklijke paardensprong (in plaats van rokade)
  Rokeren bestaat niet. In plaats daarvan mag een koning of antikoning die nog niet gezet heeft, als
  eerste zet een paardensprong naar een LEEG veld maken; die sprong slaat nooit. De koning mag hem
  gebruiken om uit schaak te komen. Elk koninklijk stuk houdt zijn sprong tot zijn eerste zet. In een
  FEN staan de nog beschikbare sprongen in het rokadeveld: K (koning) en A (antikoning), kleine letters
  voor Zwart, "-" als er geen meer over is.

Einde van de partij
  Een speler zonder toegestane zet verliest als zijn koning schaak staat (mat) of zijn antikoning in
  antischaak staat (antimat); anders is het remise (pat). Een zet die de vijandelijke koning schaak
  zet en tegelijk de vijandelijke antikoning onaangevallen laat - bijvoorbeeld als het stuk dat die
  antikoning aanviel wegtrekt en schaak geeft - is een "dubbelschaak" dat zelden te pareren is, omdat
  één antwoord beide problemen moet oplossen. De vijftigzettenregel en drievoudige herhaling geven
  remise zoals in het gewone schaak. Al het andere volgt de gewone schaakregels.
)";

constexpr std::string_view kAntiKing2Nl = R"(ANTIKONINGSCHAAK II  (antiking2; Peter Aronson, 2002)

Bord en stukken
  De gewone beginstelling, plus één extra koninklijk stuk per kant, de antikoning (letter A), in de
  helft van de tegenstander: witte antikoning op d6, zwarte antikoning op d3.
  FEN: rnbqkbnr/pppppppp/3A4/8/8/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1
  Wit begint.

De antikoning
  - Hij zet één veld in elke richting, zoals een koning (hij rokeert nooit).
  - Hij mag alleen stukken van zijn EIGEN kleur slaan, nooit de eigen koning en nooit een stuk van de
    tegenstander. Hij valt dus niets van de tegenstander aan: hij geeft nooit schaak en maakt geen enkel
    veld onveilig voor de tegenstander (ook geen veld dat de vijandelijke koning bij het rokeren passeert).
  - Hij is koninklijk: niemand kan hem slaan.
  - Hij moet altijd aangevallen zijn. Een antikoning die door geen enkel vijandelijk stuk wordt
    aangevallen staat "in antischaak". De vijandelijke koning telt niet mee: koningen vallen
    antikoningen niet aan, dus een antikoning naast de vijandelijke koning die door niets anders
    wordt aangevallen, staat in antischaak. De vijandelijke antikoning telt evenmin mee.
  - "Aanvallen" heeft de gewone betekenis: een stuk valt elk veld aan waarop het zou kunnen slaan, ook
    als het tegen de eigen koning gepend staat. Een gepend vijandelijk stuk houdt uw antikoning dus
    nog steeds veilig.

Welke zetten zijn toegestaan
  Na uw zet mag uw koning niet aangevallen zijn, EN moet uw antikoning door minstens één vijandelijk
  stuk aangevallen zijn. Antischaak heft u op door de antikoning naar een aangevallen veld te zetten,
  door er een eigen stuk mee te slaan, of door een eigen stuk weg te halen uit een vijandelijke lijn
  die naar de antikoning leidt. U mag geen eigen stuk tussen uw antikoning en zijn enige aanvaller zetten.

De rest is gewoon schaak
  Pionnen (dubbele stap, en passant slaan, promotie tot dame, toren, loper of paard), rokade (de koning
  rokeert niet uit schaak, niet over en niet naar een aangevallen veld; in een FEN staan de rechten als
  KQkq) en alle andere zetten volgen de gewone schaakregels.

Einde van de partij
  Een speler zonder toegestane zet verliest als zijn koning schaak staat (mat) of zijn antikoning in
  antischaak staat (antimat); anders is het remise (pat). De vijftigzettenregel en drievoudige
  herhaling geven remise zoals in het gewone schaak.
  Voorbeeld: 1.e4 e5 2.Dh5 Ah4? 3.Dxf7 mat. De witte dame was het enige stuk dat de zwarte antikoning op
  h4 aanviel; door h5 te verlaten laat ze die antikoning los en zet ze tegelijk de zwarte koning schaak.
  De dame slaan met de koning laat de antikoning onaangevallen, en geen zet van de antikoning pareert
  het schaak.
)";

}  // namespace

std::string_view antiking1_rules_text(std::string_view lang) {
  return text_in_language(lang, kAntiKing1En, kAntiKing1Fr, kAntiKing1Nl);
}
std::string_view antiking2_rules_text(std::string_view lang) {
  return text_in_language(lang, kAntiKing2En, kAntiKing2Fr, kAntiKing2Nl);
}

}  // namespace nightrider
