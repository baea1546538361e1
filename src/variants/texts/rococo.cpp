// The rules of Rococo for people, in English, French and Dutch (RULES.md A7-A13, Part B section 2).
#include "variants/variants.h"

namespace nightrider {
namespace {

constexpr std::string_view kRococoEn =
    R"(ROCOCO  (rococo; Peter Aronson and David Howe, 2002 - the version played on vchess)

Board and pieces
  A 10x10 board, squares a1 to j10. The 36 squares of the outer ring - files a and j, ranks 1 and 10 -
  are the EDGE; the 8x8 squares inside it (b2 to i9) are the ordinary playing area. The edge is there so
  that units near the border can still be captured.
  Each side has a king (K), two pushme-pullyus (Q), a swapper (R), two long leapers (N), a chameleon (B),
  an immobilizer (M) and eight cannon pawns (P); these letters are used in FEN and in move notation.
  White: immobilizer b2, pushme-pullyus c2 h2, long leapers d2 g2, chameleon e2, king f2, swapper i2,
         pawns b3 to i3.
  Black: swapper b9, pushme-pullyus c9 h9, long leapers d9 g9, chameleon e9, king f9, immobilizer i9,
         pawns b8 to i8.
  FEN: 10/1rqnbknqm1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1MQNBKNQR1/10 w - - 0 1
  White moves first.

How the pieces move
  Apart from the king and the pawns, every piece moves like a chess queen: any number of squares along a
  rank, file or diagonal, over empty squares, to an empty square. Only the king and the pawn capture by
  moving onto an enemy unit; each other piece captures in its own way, described below. Nobody is ever
  obliged to capture, but the captures that follow from the move a pushme-pullyu or a chameleon makes
  cannot be declined.

The edge
  - A move may end on an edge square only if it captures something; here a swap counts as a capture.
    (Mutual destruction and suicide, which end nowhere, are not concerned.)
  - When one piece could take exactly the same units by moves of different lengths, only the shortest of
    them may end on the edge. Example: a long leaper that can jump a unit and land either just behind
    it on an inner square or further on, on the edge, may not land on the edge.
  - A piece standing on the edge may leave it freely; a move along the edge ends on the edge, so the
    first rule applies to it.
  So the immobilizer never enters the edge by its own move, and the king and the pawns go there only to
  capture a unit standing on it.

King (K)
  Steps one square in any direction and captures by moving onto an enemy unit, as in chess. No castling.

Cannon pawn (P)
  - Steps one square in any of the eight directions (backwards and sideways too) to an empty square; or
  - hops over a unit of either colour standing next to it, landing on the empty square directly behind
    that unit in the same direction;
  - captures with that same hop when an enemy unit stands on the square behind: it lands there and
    removes the unit.
  It never jumps two units and never lands further away. A pawn move that captures nothing may not end
  on the edge. Pawns never promote; there is no double step and no en passant.

Pushme-pullyu (Q)
  Moves like a queen and captures in two ways, both in the same move when both apply:
  - withdrawal: when an enemy unit stands right next to it and it moves straight away from that unit
    (in the opposite direction, any distance), that unit is removed;
  - approach: when it stops right in front of an enemy unit, in the direction it was moving, that unit
    is removed.
  Example: pushme-pullyu d6, enemy units c6 and i6. Every move to the right takes c6; the move to h6
  takes i6 as well.

Long leaper (N)
  Moves like a queen. It captures by jumping, along a line, over an enemy unit that has an empty square
  right behind it, landing on any empty square beyond it and before the next unit. It may go on along
  the same line over further enemy units in the same way, and takes every unit it jumps. It never jumps
  a unit of its own side, nor two units standing next to each other.

Swapper (R)
  Moves like a queen but captures nothing by moving. Instead it may:
  - swap places with the first enemy unit it sees along a rank, file or diagonal, with nothing in
    between - even with the enemy king. Nothing is removed; either unit may land on the edge this way.
  - destroy itself together with an enemy unit standing next to it ("kamikaze"): both leave the board.
    This is a move of its own, distinct from the swap with the same unit.
  Swapping straight back is forbidden: a swap between the same two squares as the swap the opponent has
  just played is illegal.

Chameleon (B)
  Moves like a queen and captures each enemy unit the way that unit captures:
  - a pushme-pullyu by withdrawal or by approach;
  - a long leaper by jumping it (several in a row along a line, but long leapers only);
  - a cannon pawn by a cannon hop: over a neighbouring unit of either colour onto the pawn;
  - a swapper by swapping places with it, or, standing next to it, by mutual destruction;
  - a king: a chameleon next to the enemy king gives check.
  It cannot capture chameleons or immobilizers. Captures combine: a move along a line takes every
  pushme-pullyu it withdraws from or approaches and every long leaper it jumps, and a swap with a swapper
  also takes the pushme-pullyus it withdraws from or approaches. Example: chameleon b3, enemy
  pushme-pullyus b2 and b6, enemy long leaper b4: the chameleon goes to b5 and takes all three. The
  cannon hop and the mutual destruction take only their own victim.

Immobilizer (M) and frozen units
  The immobilizer moves like a queen and never captures. Every enemy unit on one of the eight squares
  around it is frozen: it can neither move nor capture, and gives no check. Two enemy immobilizers side
  by side freeze each other. An enemy chameleon next to an immobilizer freezes it and is frozen by it;
  the immobilizer keeps freezing its other neighbours all the same.
  A frozen unit other than the king may commit suicide: it takes itself off the board, and that is its
  whole move. A frozen king simply cannot move.

Check, checkmate, stalemate
  A king is in check when an enemy unit that is not frozen could capture it by its own method:
  - a king, a swapper (mutual destruction) or a chameleon next to it;
  - a pushme-pullyu on one of its lines with only empty squares between them, either two or more
    squares away (approach) or right next to it with an empty square on the far side (withdrawal);
  - a long leaper on one of its lines that could jump it: the square behind the king empty, and each
    unit in between one of the king's own, with an empty square on its king side;
  - a cannon pawn two squares away along a line with a unit of either colour between them.
  An immobilizer never gives check, nor does a swapper further away (a swap captures nothing). No move
  may leave its own king in check. A player with no legal move is checkmated and loses if his king is
  in check; otherwise it is stalemate and the game is drawn. The game is also drawn by threefold
  repetition, after fifty moves by each side without a capture, and when only the two kings remain.

Notation in Nightrider
  Coordinates give the start and arrival squares: e3e4, and a10 for the tenth rank. A suicide repeats
  its square (g6g6); a mutual destruction adds "k" (c3c4k) to tell it from the swap c3c4. The readable
  form lists what a move takes: Qxh6 (xBc6, xRi6); a swap reads R<->h8, a mutual destruction Rxxc4, a
  suicide Pg6x.
)";

constexpr std::string_view kRococoFr =
    R"(ROCOCO  (rococo ; Peter Aronson et David Howe, 2002 - la version jouée sur vchess)

Échiquier et pièces
  Un échiquier de 10x10 cases, de a1 à j10. Les 36 cases de la couronne extérieure - colonnes a et j,
  rangées 1 et 10 - forment le BORD ; les 8x8 cases intérieures (b2 à i9) sont la zone de jeu habituelle.
  Le bord sert à ce que les pièces proches de la limite puissent encore être prises.
  Chaque camp possède un roi (K), deux pushme-pullyus (Q), un échangeur (R), deux sauteurs longs (N), un
  caméléon (B), un immobiliseur (M) et huit pions-canons (P) ; ces lettres servent dans la FEN et dans
  la notation des coups.
  Blancs : immobiliseur b2, pushme-pullyus c2 h2, sauteurs longs d2 g2, caméléon e2, roi f2,
           échangeur i2, pions b3 à i3.
  Noirs :  échangeur b9, pushme-pullyus c9 h9, sauteurs longs d9 g9, caméléon e9, roi f9,
           immobiliseur i9, pions b8 à i8.
  FEN : 10/1rqnbknqm1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1MQNBKNQR1/10 w - - 0 1
  Les Blancs commencent.

Le déplacement des pièces
  Hormis le roi et les pions, toutes les pièces se déplacent comme une dame : d'autant de cases qu'on
  veut le long d'une rangée, d'une colonne ou d'une diagonale, sur des cases vides, jusqu'à une case
  vide. Seuls le roi et le pion prennent en venant sur la case de l'unité adverse ; chacune des autres
  pièces prend à sa manière, décrite plus bas. On n'est jamais obligé de prendre, mais les prises qui
  découlent du coup d'un pushme-pullyu ou d'un caméléon ne peuvent pas être refusées.

Le bord
  - Un coup ne peut finir sur une case du bord que s'il prend quelque chose ; ici un échange compte
    comme une prise. (La destruction mutuelle et le suicide, qui ne finissent nulle part, ne sont pas
    concernés.)
  - Quand une même pièce pourrait prendre exactement les mêmes unités par des coups de longueurs
    différentes, seul le plus court d'entre eux peut finir sur le bord. Exemple : un sauteur long qui
    peut sauter une unité et atterrir soit juste derrière elle sur une case intérieure, soit plus loin
    sur le bord, n'a pas le droit d'atterrir sur le bord.
  - Une pièce posée sur le bord le quitte librement ; un coup le long du bord finit sur le bord, la
    première règle s'y applique donc.
  Ainsi l'immobiliseur n'entre jamais sur le bord par son propre coup, et le roi et les pions n'y vont
  que pour prendre une unité qui s'y trouve.

Roi (K)
  Avance d'une case dans n'importe quelle direction et prend en venant sur une unité adverse, comme aux
  échecs. Pas de roque.

Pion-canon (P)
  - Avance d'une case dans l'une des huit directions (aussi en arrière et de côté) vers une case vide ;
  - ou saute par-dessus une unité voisine, de n'importe quelle couleur, pour atterrir sur la case vide
    située juste derrière elle dans la même direction ;
  - prend par ce même saut quand une unité adverse occupe la case de derrière : il y atterrit et la
    retire.
  Il ne saute jamais deux unités et n'atterrit jamais plus loin. Un coup de pion sans prise ne peut pas
  finir sur le bord. Les pions ne sont jamais promus ; pas de double pas, pas de prise en passant.

Pushme-pullyu (Q)
  Se déplace comme une dame et prend de deux façons, les deux dans le même coup quand elles s'appliquent :
  - par retrait : si une unité adverse se trouve juste à côté de lui et qu'il s'en éloigne en ligne
    droite (dans la direction opposée, d'autant de cases qu'il veut), cette unité est retirée ;
  - par approche : s'il s'arrête juste devant une unité adverse, dans la direction de son mouvement,
    cette unité est retirée.
  Exemple : pushme-pullyu en d6, unités adverses en c6 et i6. Tout coup vers la droite prend c6 ; le
  coup vers h6 prend en plus i6.

Sauteur long (N)
  Se déplace comme une dame. Il prend en sautant, le long d'une ligne, par-dessus une unité adverse
  suivie d'une case vide, et atterrit sur n'importe quelle case vide au-delà, avant l'unité suivante.
  Il peut continuer sur la même ligne par-dessus d'autres unités adverses de la même façon, et prend
  toutes celles qu'il saute. Il ne saute jamais une unité de son camp, ni deux unités collées l'une à
  l'autre.

Échangeur (R)
  Se déplace comme une dame mais ne prend rien en se déplaçant. À la place, il peut :
  - échanger sa place avec la première unité adverse qu'il voit le long d'une rangée, d'une colonne ou
    d'une diagonale, sans rien entre elles - même avec le roi adverse. Rien n'est retiré ; l'une ou
    l'autre unité peut ainsi arriver sur le bord ;
  - se détruire avec une unité adverse voisine (« kamikaze ») : les deux quittent l'échiquier. C'est un
    coup à part, distinct de l'échange avec la même unité.
  Il est interdit d'échanger aussitôt en sens inverse : un échange entre les deux mêmes cases que
  l'échange que l'adversaire vient de jouer est illégal.

Caméléon (B)
  Se déplace comme une dame et prend chaque unité adverse de la manière dont cette unité prend :
  - un pushme-pullyu par retrait ou par approche ;
  - un sauteur long en le sautant (plusieurs de suite sur une ligne, mais seulement des sauteurs longs) ;
  - un pion-canon par un saut de canon : par-dessus une unité voisine de n'importe quelle couleur,
    jusque sur le pion ;
  - un échangeur en échangeant sa place avec lui, ou, s'il est voisin, par destruction mutuelle ;
  - un roi : un caméléon voisin du roi adverse lui fait échec.
  Il ne peut prendre ni caméléon ni immobiliseur. Les prises se cumulent : un coup en ligne prend tout
  pushme-pullyu dont il s'éloigne ou dont il s'approche et tout sauteur long qu'il saute, et un échange
  avec un échangeur prend aussi les pushme-pullyus dont il s'éloigne ou s'approche. Exemple : caméléon
  en b3, pushme-pullyus adverses en b2 et b6, sauteur long adverse en b4 : le caméléon va en b5 et les
  prend tous les trois. Le saut de canon et la destruction mutuelle ne prennent que leur propre victime.

Immobiliseur (M) et unités figées
  L'immobiliseur se déplace comme une dame et ne prend jamais. Toute unité adverse placée sur l'une des
  huit cases qui l'entourent est figée : elle ne peut ni bouger ni prendre, et ne fait pas échec. Deux
  immobiliseurs adverses côte à côte se figent l'un l'autre. Un caméléon adverse voisin d'un
  immobiliseur le fige et est figé par lui ; l'immobiliseur continue malgré tout de figer ses autres
  voisins.
  Une unité figée autre que le roi peut se suicider : elle se retire de l'échiquier, et c'est là tout
  son coup. Un roi figé ne peut tout simplement pas bouger.

Échec, mat, pat
  Un roi est en échec quand une unité adverse non figée pourrait le prendre selon sa propre manière :
  - un roi, un échangeur (destruction mutuelle) ou un caméléon voisin ;
  - un pushme-pullyu sur l'une de ses lignes, avec seulement des cases vides entre eux, soit à deux
    cases ou plus (approche), soit juste à côté avec une case vide de l'autre côté (retrait) ;
  - un sauteur long sur l'une de ses lignes qui pourrait le sauter : case derrière le roi vide, et
    chaque unité intermédiaire appartenant au camp du roi, avec une case vide du côté du roi ;
  - un pion-canon à deux cases sur une ligne, avec une unité de n'importe quelle couleur entre eux.
  Un immobiliseur ne fait jamais échec, pas plus qu'un échangeur éloigné (un échange ne prend rien).
  Aucun coup ne peut laisser son propre roi en échec. Un joueur sans coup légal est mat et perd si son
  roi est en échec ; sinon il est pat et la partie est nulle. La partie est nulle aussi par triple
  répétition, après cinquante coups de chaque camp sans prise, et quand il ne reste que les deux rois.

Notation dans Nightrider
  Les coordonnées donnent la case de départ et la case d'arrivée : e3e4, et a10 pour la dixième
  rangée. Un suicide répète sa case (g6g6) ; une destruction mutuelle ajoute « k » (c3c4k) pour la
  distinguer de l'échange c3c4. La forme lisible énumère ce que le coup prend : Qxh6 (xBc6, xRi6) ; un
  échange s'écrit R<->h8, une destruction mutuelle Rxxc4, un suicide Pg6x.
)";

constexpr std::string_view kRococoNl =
    R"(ROCOCO  (rococo; Peter Aronson en David Howe, 2002 - de versie die op vchess gespeeld wordt)

Bord en stukken
  Een bord van 10x10 velden, van a1 tot j10. De 36 velden van de buitenste ring - de lijnen a en j en
  de rijen 1 en 10 - vormen de RAND; de 8x8 velden daarbinnen (b2 tot i9) zijn het gewone speelveld.
  De rand is er om stukken dicht bij de grens toch te kunnen slaan.
  Elke partij heeft een koning (K), twee pushme-pullyu's (Q), een wisselaar (R), twee verspringers (N),
  een kameleon (B), een immobilisator (M) en acht kanonpionnen (P); deze letters worden in de FEN en in
  de zetnotatie gebruikt.
  Wit:   immobilisator b2, pushme-pullyu's c2 h2, verspringers d2 g2, kameleon e2, koning f2,
         wisselaar i2, pionnen b3 tot i3.
  Zwart: wisselaar b9, pushme-pullyu's c9 h9, verspringers d9 g9, kameleon e9, koning f9,
         immobilisator i9, pionnen b8 tot i8.
  FEN: 10/1rqnbknqm1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1MQNBKNQR1/10 w - - 0 1
  Wit begint.

Hoe de stukken gaan
  Behalve de koning en de pionnen gaan alle stukken als een dame: zoveel velden als men wil langs een
  rij, lijn of diagonaal, over lege velden, naar een leeg veld. Alleen de koning en de pion slaan door
  op het veld van het vijandelijke stuk te gaan staan; elk ander stuk slaat op zijn eigen manier, zoals
  hieronder beschreven. Slaan is nooit verplicht, maar de slagen die uit de zet van een pushme-pullyu
  of een kameleon volgen, kunnen niet geweigerd worden.

De rand
  - Een zet mag alleen op een randveld eindigen als hij iets slaat; een wissel telt hier als slag.
    (Wederzijdse vernietiging en zelfmoord, die nergens eindigen, vallen hier buiten.)
  - Kan eenzelfde stuk precies dezelfde stukken slaan met zetten van verschillende lengte, dan mag
    alleen de kortste daarvan op de rand eindigen. Voorbeeld: een verspringer die over een stuk kan
    springen en daarachter op een binnenveld kan landen of verderop op de rand, mag niet op de rand
    landen.
  - Een stuk dat op de rand staat, mag die vrij verlaten; een zet langs de rand eindigt op de rand,
    dus daarvoor geldt de eerste regel.
  De immobilisator komt dus nooit op eigen kracht op de rand, en de koning en de pionnen gaan er alleen
  heen om een stuk te slaan dat daar staat.

Koning (K)
  Gaat één veld in elke richting en slaat door op een vijandelijk stuk te gaan staan, zoals bij schaken.
  Geen rokade.

Kanonpion (P)
  - Gaat één veld in een van de acht richtingen (ook achteruit en opzij) naar een leeg veld; of
  - springt over een aangrenzend stuk van welke kleur ook naar het lege veld direct daarachter, in
    dezelfde richting;
  - slaat met diezelfde sprong als er een vijandelijk stuk op het veld daarachter staat: hij landt daar
    en neemt het van het bord.
  Hij springt nooit over twee stukken en landt nooit verder weg. Een pionzet die niets slaat, mag niet
  op de rand eindigen. Pionnen promoveren nooit; er is geen dubbele stap en geen en passant.

Pushme-pullyu (Q)
  Gaat als een dame en slaat op twee manieren, beide in dezelfde zet als ze allebei van toepassing zijn:
  - door terugtrekken: staat er een vijandelijk stuk vlak naast hem en beweegt hij recht van dat stuk
    af (in de tegenovergestelde richting, zo ver als hij wil), dan wordt dat stuk geslagen;
  - door naderen: stopt hij vlak voor een vijandelijk stuk, in de richting waarin hij bewoog, dan wordt
    dat stuk geslagen.
  Voorbeeld: pushme-pullyu op d6, vijandelijke stukken op c6 en i6. Elke zet naar rechts slaat c6; de
  zet naar h6 slaat bovendien i6.

Verspringer (N)
  Gaat als een dame. Hij slaat door langs een lijn over een vijandelijk stuk te springen waarachter een
  leeg veld ligt, en landt op een willekeurig leeg veld daarachter, vóór het volgende stuk. Hij mag op
  dezelfde manier langs dezelfde lijn verder springen over nog meer vijandelijke stukken, en slaat alle
  stukken waarover hij springt. Hij springt nooit over een eigen stuk en nooit over twee stukken die
  naast elkaar staan.

Wisselaar (R)
  Gaat als een dame, maar slaat niets door te bewegen. In plaats daarvan kan hij:
  - van plaats wisselen met het eerste vijandelijke stuk dat hij langs een rij, lijn of diagonaal ziet,
    zonder iets ertussen - zelfs met de vijandelijke koning. Er verdwijnt niets; zo kan elk van beide
    stukken op de rand belanden;
  - zichzelf samen met een aangrenzend vijandelijk stuk vernietigen ("kamikaze"): beide verlaten het
    bord. Dat is een aparte zet, verschillend van de wissel met hetzelfde stuk.
  Meteen terugwisselen is verboden: een wissel tussen dezelfde twee velden als de wissel die de
  tegenstander net gespeeld heeft, is onreglementair.

Kameleon (B)
  Gaat als een dame en slaat elk vijandelijk stuk op de manier waarop dat stuk zelf slaat:
  - een pushme-pullyu door terugtrekken of door naderen;
  - een verspringer door eroverheen te springen (meerdere achter elkaar langs een lijn, maar alleen
    verspringers);
  - een kanonpion met een kanonsprong: over een aangrenzend stuk van welke kleur ook op de pion;
  - een wisselaar door met hem van plaats te wisselen of, als hij ernaast staat, door wederzijdse
    vernietiging;
  - een koning: een kameleon naast de vijandelijke koning geeft schaak.
  Hij kan geen kameleons en geen immobilisators slaan. Slagen worden gecombineerd: een zet langs een
  lijn slaat elke pushme-pullyu waarvan hij zich verwijdert of die hij nadert en elke verspringer
  waarover hij springt, en een wissel met een wisselaar slaat ook de pushme-pullyu's waarvan hij zich
  verwijdert of die hij nadert. Voorbeeld: kameleon op b3, vijandelijke pushme-pullyu's op b2 en b6,
  vijandelijke verspringer op b4: de kameleon gaat naar b5 en slaat ze alle drie. De kanonsprong en de
  wederzijdse vernietiging slaan alleen hun eigen slachtoffer.

Immobilisator (M) en bevroren stukken
  De immobilisator gaat als een dame en slaat nooit. Elk vijandelijk stuk op een van de acht velden om
  hem heen is bevroren: het kan niet bewegen en niet slaan, en geeft geen schaak. Twee vijandelijke
  immobilisators naast elkaar bevriezen elkaar. Een vijandelijke kameleon naast een immobilisator
  bevriest hem en wordt door hem bevroren; de immobilisator blijft zijn andere buren toch bevriezen.
  Een bevroren stuk dat geen koning is, mag zelfmoord plegen: het haalt zichzelf van het bord, en dat is
  zijn hele zet. Een bevroren koning kan eenvoudig niet bewegen.

Schaak, mat, pat
  Een koning staat schaak als een niet bevroren vijandelijk stuk hem op zijn eigen manier zou kunnen
  slaan:
  - een koning, een wisselaar (wederzijdse vernietiging) of een kameleon naast hem;
  - een pushme-pullyu op een van zijn lijnen met alleen lege velden ertussen, ofwel op twee of meer
    velden afstand (naderen), ofwel vlak ernaast met een leeg veld aan de andere kant (terugtrekken);
  - een verspringer op een van zijn lijnen die over hem heen zou kunnen springen: het veld achter de
    koning leeg, en elk stuk daartussen een stuk van de koning zelf, met een leeg veld aan de kant van
    de koning;
  - een kanonpion op twee velden afstand langs een lijn, met een stuk van welke kleur ook ertussen.
  Een immobilisator geeft nooit schaak, en een wisselaar op afstand evenmin (een wissel slaat niets).
  Geen zet mag de eigen koning schaak laten staan. Wie geen reglementaire zet heeft, staat mat en
  verliest als zijn koning schaak staat; anders is het pat en eindigt de partij in remise. Remise is het
  ook bij drievoudige herhaling, na vijftig zetten van elke partij zonder slag, en als alleen de twee
  koningen over zijn.

Notatie in Nightrider
  Coördinaten geven het vertrek- en het aankomstveld: e3e4, en a10 voor de tiende rij. Een zelfmoord
  herhaalt zijn veld (g6g6); een wederzijdse vernietiging krijgt een "k" erachter (c3c4k), zodat ze
  verschilt van de wissel c3c4. De leesbare vorm noemt wat een zet slaat: Qxh6 (xBc6, xRi6); een wissel
  luidt R<->h8, een wederzijdse vernietiging Rxxc4, een zelfmoord Pg6x.
)";

}  // namespace

std::string_view rococo_rules_text(std::string_view lang) {
  return text_in_language(lang, kRococoEn, kRococoFr, kRococoNl);
}

}  // namespace nightrider
