#include "web/rules_examples.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "conditions/registry.h"
#include "variants/condition_games.h"
#include "variants/variants.h"
#include "web/game.h"
#include "web/move_words.h"

namespace nightrider::web {
namespace {

using nlohmann::json;

struct ExampleWords {
  const char* en;
  const char* fr;
  const char* nl;
  const char* in(std::string_view lang) const { return lang == "fr" ? fr : lang == "nl" ? nl : en; }
};

// One example: a position (a FEN, or the variant's start and some moves), the move it shows, and what
// to say about it. The position after the move is never written here: the rules make it.
struct RulesExample {
  const char* variant;  // a variant, or one condition played on chess: "chess+circe"
  const char* fen;      // nullptr: the variant's start position
  std::vector<const char*> setup;
  const char* move;
  ExampleWords title;
  ExampleWords caption;
};

const std::vector<RulesExample>& examples() {
  static const std::vector<RulesExample> list = {
      {"magnetic",
       "4k3/3p4/8/8/1N6/8/8/3RK3 w - - 0 1",
       {},
       "d1d4",
       {"The field: a pull and a push", "Le champ : une attraction et une répulsion",
        "Het veld: aantrekken en afstoten"},
       {"White plays the rook from d1 to d4. Up the d-file the first unit is the black pawn on d7, an enemy: "
        "it "
        "is pulled to d5, next to the rook. To the left along the 4th rank the first unit is the white "
        "knight "
        "on b4, a friend: it is pushed away as far as it goes, to a4. Nothing stands to the right or below.",
        "Les Blancs jouent la tour de d1 en d4. En montant la colonne d, la première unité est le pion noir "
        "d7, "
        "un adversaire : il est attiré en d5, contre la tour. Vers la gauche sur la 4e rangée, la première "
        "unité est le cavalier blanc b4, un ami : il est repoussé aussi loin que possible, jusqu'en a4. Rien "
        "à "
        "droite ni en dessous.",
        "Wit speelt de toren van d1 naar d4. Omhoog op de d-lijn is de eerste eenheid de zwarte pion op d7, "
        "een vijand: hij wordt aangetrokken tot d5, naast de toren. Naar links op de 4e rij is de eerste "
        "eenheid het witte paard op b4, een vriend: het wordt zo ver mogelijk afgestoten, tot a4. Rechts en "
        "onder staat niets."}},
      {"antimagnetic",
       "4k3/3p4/8/8/1N6/8/8/3RK3 w - - 0 1",
       {},
       "d1d4",
       {"The reversed field: an enemy pushed, a friend pulled",
        "Le champ inversé : l'ennemi repoussé, l'ami attiré",
        "Het omgekeerde veld: de vijand afgestoten, de vriend aangetrokken"},
       {"The same move as in Magnetic chess, rook d1 to d4, with the charges acting the other way round: the "
        "black pawn on d7, an enemy, is pushed away up the file as far as it goes, to d8; the white knight "
        "on "
        "b4, a friend, is pulled to c4, next to the rook.",
        "Le même coup qu'aux échecs magnétiques, tour de d1 en d4, les charges agissant en sens contraire : "
        "le "
        "pion noir d7, un adversaire, est repoussé le long de la colonne aussi loin que possible, jusqu'en "
        "d8 ; "
        "le cavalier blanc b4, un ami, est attiré en c4, contre la tour.",
        "Dezelfde zet als bij magnetisch schaak, toren van d1 naar d4, met de ladingen andersom: de zwarte "
        "pion "
        "op d7, een vijand, wordt zo ver mogelijk de lijn op geduwd, tot d8; het witte paard op b4, een "
        "vriend, wordt aangetrokken tot c4, naast de toren."}},
      {"antiking2",
       nullptr,
       {"e2e4", "e7e5", "c2c4", "b8c6"},
       "g1e2",
       {"The anti-king's inverted check", "L'échec inversé de l'antiroi",
        "Het omgekeerde schaak van de antikoning"},
       {"After 1.e4 e5 2.c4 Nc6 the black anti-king on d3 is attacked by one white piece only, the bishop on "
        "f1, "
        "and that is what keeps it safe. White plays 3.Ne2, which stands in the bishop's way: now no white "
        "piece "
        "attacks d3, so the black anti-king is in anti-check, and Black must answer it, as a king's check.",
        "Après 1.e4 e5 2.c4 Cc6, l'antiroi noir d3 n'est attaqué que par une pièce blanche, le fou f1, et "
        "c'est "
        "ce qui le protège. Les Blancs jouent 3.Ce2, qui coupe la ligne du fou : plus aucune pièce blanche "
        "n'attaque d3, l'antiroi noir est en anti-échec et les Noirs doivent y parer, comme à un échec au "
        "roi.",
        "Na 1.e4 e5 2.c4 Pc6 wordt de zwarte antikoning op d3 door maar één wit stuk aangevallen, de loper "
        "op "
        "f1, en juist dat houdt hem veilig. Wit speelt 3.Pe2, dat de lijn van de loper afsluit: nu valt geen "
        "enkel wit stuk d3 aan, de zwarte antikoning staat in antischaak en Zwart moet dat opheffen, zoals "
        "een "
        "schaak aan de koning."}},
      {"rococo",
       "10/5k4/10/10/2pQ4p1/10/10/10/5K4/10 w - - 0 1",
       {},
       "d6h6",
       {"Pushme-pullyu: withdrawal and approach", "Pushme-pullyu : retrait et approche",
        "Pushme-pullyu: terugtrekken en naderen"},
       {"The white pushme-pullyu on d6 moves to h6. It moves straight away from the black pawn on c6, next "
        "to "
        "it, which is taken by withdrawal; and it stops right in front of the black pawn on i6, which is "
        "taken "
        "by approach. One move, two captures.",
        "Le pushme-pullyu blanc d6 va en h6. Il s'éloigne en ligne droite du pion noir c6, son voisin, qui "
        "est "
        "pris par retrait ; et il s'arrête juste devant le pion noir i6, qui est pris par approche. Un coup, "
        "deux prises.",
        "De witte pushme-pullyu op d6 gaat naar h6. Hij beweegt recht weg van de zwarte pion op c6, zijn "
        "buur, "
        "die door terugtrekken geslagen wordt; en hij stopt vlak voor de zwarte pion op i6, die door naderen "
        "geslagen wordt. Eén zet, twee slagen."}},
      {"rococo",
       "10/5k4/10/3p6/10/3p6/10/3N6/5K4/10 w - - 0 1",
       {},
       "d3d8",
       {"Long leaper: capture by jumping", "Sauteur long : la prise par saut",
        "Verspringer: slaan door springen"},
       {"The white long leaper on d3 goes to d8, jumping the black pawns on d5 and d7, each with an empty "
        "square "
        "behind it: both are taken.",
        "Le sauteur long blanc d3 va en d8 en sautant par-dessus les pions noirs d5 et d7, chacun suivi "
        "d'une "
        "case vide : les deux sont pris.",
        "De witte verspringer op d3 gaat naar d8 en springt over de zwarte pionnen op d5 en d7, elk met een "
        "leeg "
        "veld erachter: beide worden geslagen."}},
      {"rococo",
       "10/5k4/10/2p7/10/10/2R7/10/5K4/10 w - - 0 1",
       {},
       "c4c7",
       {"Swapper: changing places", "Échangeur : l'échange de places", "Wisselaar: van plaats wisselen"},
       {"The white swapper on c4 sees the black pawn on c7 along the c-file, with nothing in between, and "
        "swaps "
        "places with it: the swapper goes to c7, the pawn to c4. Nothing is taken.",
        "L'échangeur blanc c4 voit le pion noir c7 sur la colonne c, sans rien entre eux, et change de place "
        "avec lui : l'échangeur va en c7, le pion en c4. Rien n'est pris.",
        "De witte wisselaar op c4 ziet de zwarte pion op c7 langs de c-lijn, zonder iets ertussen, en "
        "wisselt "
        "met hem van plaats: de wisselaar gaat naar c7, de pion naar c4. Er wordt niets geslagen."}},
      {"rococo",
       "10/5k4/10/10/1q8/7K2/1n8/1B8/1q8/10 w - - 0 1",
       {},
       "b3b5",
       {"Chameleon: each enemy taken its own way", "Caméléon : chaque ennemi pris à sa manière",
        "Kameleon: elke vijand op zijn eigen manier geslagen"},
       {"The white chameleon on b3 goes to b5. It withdraws from the black pushme-pullyu on b2 and "
        "approaches "
        "the one on b6, taking both as a pushme-pullyu would, and it jumps the black long leaper on b4, "
        "taking "
        "it as a long leaper would: three units in one move.",
        "Le caméléon blanc b3 va en b5. Il s'éloigne du pushme-pullyu noir b2 et s'approche de celui de b6, "
        "et "
        "les prend tous deux comme le ferait un pushme-pullyu ; il saute le sauteur long noir b4 et le prend "
        "comme le ferait un sauteur long : trois unités en un coup.",
        "De witte kameleon op b3 gaat naar b5. Hij trekt zich terug van de zwarte pushme-pullyu op b2 en "
        "nadert "
        "die op b6, en slaat ze allebei zoals een pushme-pullyu dat doet; hij springt over de zwarte "
        "verspringer op b4 en slaat hem zoals een verspringer dat doet: drie eenheden in één zet."}},
      {"rococo",
       "10/5k4/10/10/4p5/4P5/4P5/10/5K4/10 w - - 0 1",
       {},
       "e4e6",
       {"Cannon pawn: the hop", "Pion-canon : le saut", "Kanonpion: de sprong"},
       {"The white pawn on e4 hops over the white pawn on e5, next to it, and lands on e6, directly behind "
        "it, "
        "taking the black pawn there. A hop goes over exactly one unit, of either colour, and lands on the "
        "very "
        "next square.",
        "Le pion blanc e4 saute par-dessus le pion blanc e5, son voisin, et atterrit en e6, juste derrière, "
        "en "
        "y prenant le pion noir. Un saut passe par-dessus une seule unité, de l'une ou l'autre couleur, et "
        "atterrit sur la case suivante.",
        "De witte pion op e4 springt over de witte pion op e5, zijn buur, en landt op e6, er direct achter, "
        "waar hij de zwarte pion slaat. Een sprong gaat over precies één eenheid, van welke kleur ook, en "
        "landt op het veld direct daarachter."}},
      {"chess",
       "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
       {},
       "e1g1",
       {"Castling", "Le roque", "Rokade"},
       {"White castles on the king's side: the king goes two squares towards the rook on h1, from e1 to g1, "
        "and the rook jumps over it to f1. Castling is allowed only if neither the king nor that rook has "
        "moved, the squares between them are empty, and the king is not in check and does not pass over or "
        "land on a square an enemy unit attacks.",
        "Les Blancs roquent du côté du roi : le roi va de deux cases vers la tour h1, de e1 en g1, et la "
        "tour "
        "saute par-dessus lui en f1. Le roque n'est permis que si ni le roi ni cette tour n'ont bougé, si "
        "les "
        "cases entre eux sont vides, et si le roi n'est pas en échec et ne passe ni n'arrive sur une case "
        "attaquée par une unité adverse.",
        "Wit rokeert aan de koningskant: de koning gaat twee velden naar de toren op h1, van e1 naar g1, en "
        "de toren springt over hem heen naar f1. Rokeren mag alleen als de koning en die toren nog niet "
        "gezet hebben, de velden ertussen leeg zijn, en de koning niet schaak staat en niet over of op een "
        "veld komt dat een vijandelijke eenheid aanvalt."}},
      {"chess",
       "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
       {"d7d5"},
       "e5d6",
       {"En passant", "La prise en passant", "En passant slaan"},
       {"Black's pawn has just gone from d7 to d5 in one double step, passing d6, which the white pawn on e5 "
        "attacks. At once, and only on this move, White may take it as if it had stepped to d6: the pawn "
        "goes from e5 to d6 and the black pawn on d5 is removed.",
        "Le pion noir vient d'aller de d7 en d5 d'un double pas, en passant par d6, case que le pion blanc "
        "e5 attaque. Aussitôt, et seulement à ce coup, les Blancs peuvent le prendre comme s'il s'était "
        "arrêté en d6 : le pion va de e5 en d6 et le pion noir d5 est retiré.",
        "De zwarte pion is net met een dubbele stap van d7 naar d5 gegaan, over d6, een veld dat de witte "
        "pion op e5 aanvalt. Meteen, en alleen bij deze zet, mag Wit hem slaan alsof hij op d6 was blijven "
        "staan: de pion gaat van e5 naar d6 en de zwarte pion op d5 wordt weggenomen."}},
      {"chess",
       "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
       {},
       "b7b8q",
       {"Promotion", "La promotion", "Promotie"},
       {"The white pawn reaches the last rank, b8, and becomes at once a queen, a rook, a bishop or a "
        "knight, "
        "as its player chooses. Here White takes a queen, which checks the black king on e8 along the "
        "eighth rank.",
        "Le pion blanc atteint la dernière rangée, en b8, et devient aussitôt une dame, une tour, un fou ou "
        "un cavalier, au choix de son joueur. Ici les Blancs prennent une dame, qui fait échec au roi noir "
        "e8 le long de la huitième rangée.",
        "De witte pion bereikt de laatste rij, b8, en wordt meteen een dame, een toren, een loper of een "
        "paard, naar keuze van de speler. Hier kiest Wit een dame, die de zwarte koning op e8 schaak zet "
        "langs de achtste rij."}},
      {"antiking1",
       "2r4k/8/2A5/8/R3a3/8/8/K7 w - - 0 1",
       {},
       "a4a5",
       {"The anti-king's inverted check", "L'échec inversé de l'antiroi",
        "Het omgekeerde schaak van de antikoning"},
       {"An anti-king is safe only while an enemy unit attacks it (a king does not count). The black "
        "anti-king on e4 is attacked by the white rook on a4; the white anti-king on c6 by the black rook "
        "on c8. White plays the rook from a4 to a5: nothing white attacks e4 any more, so the black "
        "anti-king is in anti-check. Black must answer it, here only by stepping onto the fifth rank, "
        "which the rook now attacks: d5, e5 or f5.",
        "Un antiroi n'est à l'abri que tant qu'une unité adverse l'attaque (le roi ne compte pas). "
        "L'antiroi noir e4 est attaqué par la tour blanche a4 ; l'antiroi blanc c6 par la tour noire c8. "
        "Les Blancs jouent la tour de a4 en a5 : plus rien de blanc n'attaque e4, l'antiroi noir est en "
        "anti-échec. Les Noirs doivent y parer, ici seulement en allant sur la cinquième rangée, que la "
        "tour attaque désormais : d5, e5 ou f5.",
        "Een antikoning is alleen veilig zolang een vijandelijke eenheid hem aanvalt (een koning telt niet "
        "mee). De zwarte antikoning op e4 wordt aangevallen door de witte toren op a4; de witte "
        "antikoning op c6 door de zwarte toren op c8. Wit speelt de toren van a4 naar a5: niets wits valt "
        "e4 nog aan, dus staat de zwarte antikoning in antischaak. Zwart moet dat opheffen, hier alleen "
        "door naar de vijfde rij te gaan, die de toren nu aanvalt: d5, e5 of f5."}},
      {"antiking1",
       "1rr4k/8/8/1N1p4/2A1B3/8/8/K6a w - - 0 1",
       {},
       "c4b5",
       {"The anti-king takes only its own units", "L'antiroi ne prend que ses propres unités",
        "De antikoning slaat alleen eigen eenheden"},
       {"The white anti-king on c4 takes the white knight on b5, a square the black rook on b8 attacks once "
        "the knight is gone. It may never take an enemy unit, so the black pawn on d5 is out of its reach, "
        "and it may step only onto squares a black unit attacks: besides b5, c5 and c3 (the rook on c8) and "
        "d4 (the black Berolina pawn on d5, which attacks straight ahead), not b4, b3 or d3.",
        "L'antiroi blanc c4 prend le cavalier blanc b5, case que la tour noire b8 attaque une fois le "
        "cavalier parti. Il ne peut jamais prendre une unité adverse : le pion noir d5 lui échappe ; et il "
        "ne peut aller que sur des cases attaquées par une unité noire : outre b5, c5 et c3 (la tour c8) et "
        "d4 (le pion Berolina noir d5, qui attaque tout droit), mais ni b4, ni b3, ni d3.",
        "De witte antikoning op c4 slaat het witte paard op b5, een veld dat de zwarte toren op b8 aanvalt "
        "zodra het paard weg is. Een vijandelijke eenheid mag hij nooit slaan, dus de zwarte pion op d5 is "
        "buiten zijn bereik, en hij mag alleen naar velden gaan die een zwarte eenheid aanvalt: naast b5 "
        "ook c5 en c3 (de toren op c8) en d4 (de zwarte Berolina-pion op d5, die recht vooruit aanvalt), "
        "maar niet b4, b3 of d3."}},
      {"chess+circe",
       "4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d5",
       {"Circe: the captured unit is reborn", "Circé : l'unité prise renaît",
        "Circe: de geslagen eenheid wordt herboren"},
       {"White's rook takes the black knight on d5. Under Circe the knight goes back to a home square of "
        "its kind, the one of the colour where it was taken: d5 is a light square, so the knight is reborn "
        "on g8 (b8 is dark). Had g8 been occupied, the knight would have been gone for good.",
        "La tour blanche prend le cavalier noir d5. Sous Circé, le cavalier retourne sur une case de départ "
        "de sa sorte, celle de la couleur de la case de prise : d5 est une case blanche, le cavalier renaît "
        "donc en g8 (b8 est noire). Si g8 avait été occupée, le cavalier aurait disparu pour de bon.",
        "De witte toren slaat het zwarte paard op d5. Bij Circe keert het paard terug naar een "
        "beginveld van zijn soort, dat van de kleur waarop het geslagen werd: d5 is een wit veld, dus het "
        "paard wordt herboren op g8 (b8 is zwart). Was g8 bezet geweest, dan was het paard voorgoed weg."}},
      {"chess+anticirce",
       "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1",
       {},
       "e3d5",
       {"Anti-Circe: the capturer goes home", "Anticircé : le preneur rentre chez lui",
        "Anticirce: de slaande eenheid gaat naar huis"},
       {"The white knight on e3 takes the black pawn on d5, and at once the knight itself goes to its Circe "
        "home square: d5 is light, so b1. The pawn is gone. A capture whose capturer would find its home "
        "square occupied is not allowed.",
        "Le cavalier blanc e3 prend le pion noir d5, et aussitôt le cavalier lui-même va sur sa case Circé : "
        "d5 est blanche, donc b1. Le pion a disparu. Une prise dont le preneur trouverait sa case occupée "
        "n'est pas permise.",
        "Het witte paard op e3 slaat de zwarte pion op d5, en meteen gaat het paard zelf naar zijn "
        "Circe-veld: d5 is wit, dus b1. De pion is weg. Een slag waarbij het veld van de slaande eenheid "
        "bezet is, is niet toegestaan."}},
      {"chess+madrasi",
       "4k3/8/8/8/7R/8/7K/4r3 w - - 0 1",
       {},
       "h4e4",
       {"Madrasi: paralysis", "Madrasi : la paralysie", "Madrasi: verlamming"},
       {"The white rook goes from h4 to e4, on the black king's file, but it gives no check: there it is "
        "attacked by the black rook on e1, a unit of its own kind, so it is paralysed. The black rook is "
        "attacked by the white one in turn and is paralysed too: Black can move only the king.",
        "La tour blanche va de h4 en e4, sur la colonne du roi noir, mais ne fait pas échec : elle y est "
        "attaquée par la tour noire e1, une unité de sa sorte, et se trouve donc paralysée. La tour noire, "
        "attaquée à son tour par la blanche, est paralysée elle aussi : les Noirs ne peuvent jouer que leur "
        "roi.",
        "De witte toren gaat van h4 naar e4, op de lijn van de zwarte koning, maar geeft geen schaak: daar "
        "wordt hij aangevallen door de zwarte toren op e1, een eenheid van zijn eigen soort, dus is hij "
        "verlamd. De zwarte toren wordt op zijn beurt door de witte aangevallen en is ook verlamd: Zwart "
        "kan alleen met de koning spelen."}},
      {"chess+andernach",
       "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d5",
       {"Andernach: the capturer changes sides", "Andernach : le preneur change de camp",
        "Andernach: de slaande eenheid wisselt van kleur"},
       {"The white rook takes the black pawn on d5 and, having captured, becomes a black rook on d5. A king "
        "that captures keeps its colour.",
        "La tour blanche prend le pion noir d5 et, pour avoir pris, devient une tour noire en d5. Un roi "
        "qui prend garde sa couleur.",
        "De witte toren slaat de zwarte pion op d5 en wordt, omdat hij geslagen heeft, een zwarte toren op "
        "d5. Een koning die slaat, houdt zijn kleur."}},
      {"chess+patrouille",
       "4k3/8/8/8/8/8/4R3/6K1 w - - 0 1",
       {},
       "g1f1",
       {"Patrouille: a guarded unit checks", "Patrouille : une unité gardée fait échec",
        "Patrouille: een gedekte eenheid geeft schaak"},
       {"Alone on e2 the white rook gave no check to the king on e8: under Patrouille a unit may capture or "
        "check only while another unit of its side guards it. White plays the king from g1 to f1, next to "
        "the rook: now the rook is guarded, and the black king is in check.",
        "Seule en e2, la tour blanche ne faisait pas échec au roi e8 : en Patrouille, une unité ne peut "
        "prendre ou faire échec que tant qu'une autre unité de son camp la garde. Les Blancs jouent le roi "
        "de g1 en f1, à côté de la tour : la tour est maintenant gardée, et le roi noir est en échec.",
        "Alleen op e2 gaf de witte toren geen schaak aan de koning op e8: bij Patrouille mag een eenheid "
        "alleen slaan of schaak geven zolang een andere eenheid van haar kleur haar dekt. Wit speelt de "
        "koning van g1 naar f1, naast de toren: nu is de toren gedekt, en staat de zwarte koning schaak."}},
      {"chess+volage",
       nullptr,
       {},
       "b1c3",
       {"Volage: a change of square colour, a change of side",
        "Volage : changer de couleur de case, c'est changer de camp",
        "Volage: van veldkleur wisselen is van kant wisselen"},
       {"From the start position White plays the knight from b1 to c3. The knight left a light square for a "
        "dark one, for the first time, so it passes to Black: a black knight now stands on c3, and keeps "
        "its side from then on. The other knight may not go to f3: there, black, it would check its own "
        "former king. Bishops never change square colour, so they never change side.",
        "Depuis la position de départ, les Blancs jouent le cavalier de b1 en c3. Le cavalier a quitté une "
        "case blanche pour une noire, pour la première fois : il passe aux Noirs, un cavalier noir se tient "
        "maintenant en c3, et il garde ce camp ensuite. L'autre cavalier ne peut pas aller en f3 : devenu "
        "noir, il y ferait échec à son ancien roi. Les fous ne changent jamais de couleur de case, donc "
        "jamais de camp.",
        "Vanuit de beginstelling speelt Wit het paard van b1 naar c3. Het paard verliet een wit veld voor "
        "een zwart, voor het eerst, en gaat dus over naar Zwart: op c3 staat nu een zwart paard, dat "
        "voortaan zijn kant houdt. Het andere paard mag niet naar f3: daar zou het, zwart geworden, zijn "
        "vroegere koning schaak zetten. Lopers wisselen nooit van veldkleur, dus nooit van kant."}},
      {"chess+einstein",
       "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d5",
       {"Einstein: a capture raises a unit", "Einstein : la prise élève l'unité",
        "Einstein: slaan verheft een eenheid"},
       {"The white rook takes the black pawn on d5 and, having captured, rises a step: it becomes a queen. "
        "Had it moved without capturing it would have dropped a step, to a bishop.",
        "La tour blanche prend le pion noir d5 et, pour avoir pris, monte d'un degré : elle devient une "
        "dame. Si elle s'était déplacée sans prendre, elle serait descendue d'un degré, en fou.",
        "De witte toren slaat de zwarte pion op d5 en stijgt, omdat hij geslagen heeft, een trede: hij "
        "wordt een dame. Had hij gezet zonder te slaan, dan was hij een trede gedaald, tot loper."}},
      {"chess+kamikaze",
       "r3k3/8/8/3p4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d5",
       {"Kamikaze: the capturer dies with its victim", "Kamikaze : le preneur meurt avec sa victime",
        "Kamikaze: de slaande eenheid sterft met haar slachtoffer"},
       {"The white rook takes the black pawn on d5 and leaves the board with it: d5 is empty after the "
        "move. Every capturing unit does the same, the king included.",
        "La tour blanche prend le pion noir d5 et quitte l'échiquier avec lui : d5 est vide après le coup. "
        "Toute unité qui prend fait de même, le roi compris.",
        "De witte toren slaat de zwarte pion op d5 en verlaat met hem het bord: na de zet is d5 leeg. Elke "
        "eenheid die slaat doet hetzelfde, de koning inbegrepen."}},
      {"chess+monochrom",
       "4k3/8/8/8/8/8/8/4QK2 w - - 0 1",
       {},
       "e1e7",
       {"Monochrome: no check across colours", "Monochromatique : pas d'échec d'une couleur à l'autre",
        "Monochroom: geen schaak over de kleurgrens"},
       {"The white queen goes from e1 to e7, dark square to dark square, and stands next to the black king "
        "on e8, yet gives no check: every move stays on its square colour, and e7 to e8 goes from dark to "
        "light. For the same reason the king may not take the queen; it may go to d7 or f7.",
        "La dame blanche va de e1 en e7, de case noire à case noire, et se tient à côté du roi noir e8 sans "
        "lui faire échec : tout coup reste sur sa couleur de case, et de e7 à e8 on passe du noir au blanc. "
        "Pour la même raison le roi ne peut pas prendre la dame ; il peut aller en d7 ou en f7.",
        "De witte dame gaat van e1 naar e7, van zwart veld naar zwart veld, en staat naast de zwarte "
        "koning op e8, maar geeft geen schaak: elke zet blijft op zijn veldkleur, en van e7 naar e8 gaat "
        "van zwart naar wit. Om dezelfde reden mag de koning de dame niet slaan; hij mag naar d7 of f7."}},
      {"chess+ghost",
       "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1",
       {"d1d5", "e8f7"},
       "d5a5",
       {"Ghost: the taken unit returns", "Fantômes : l'unité prise revient",
        "Spoken: de geslagen eenheid keert terug"},
       {"After 1.Rxd5 Kf7 the white rook leaves d5, the square where it took the black pawn. As soon as the "
        "square is empty the pawn returns there, as a ghost: from then on it cannot be captured.",
        "Après 1.Txd5 Rf7, la tour blanche quitte d5, la case où elle a pris le pion noir. Dès que la case "
        "est vide, le pion y revient, en fantôme : désormais il ne peut plus être pris.",
        "Na 1.Txd5 Kf7 verlaat de witte toren d5, het veld waar hij de zwarte pion sloeg. Zodra het veld "
        "leeg is, keert de pion daar terug, als spook: vanaf dan kan hij niet meer geslagen worden."}},
      {"chess+marscirce",
       "4k3/7p/8/8/4R3/8/8/4K3 w - - 0 1",
       {},
       "e4h7",
       {"Mars Circe: capturing from home", "Circé Mars : prendre depuis sa case Circé",
        "Mars-Circe: slaan vanaf het Circe-veld"},
       {"Under Mars Circe a unit captures only from its Circe home square, as if it stood there. The white "
        "rook on e4, a light square, captures from h1, the rook's light home square: up the h-file it "
        "reaches the black pawn on h7, takes it and stands on h7. Moves without a capture are ordinary.",
        "En Circé Mars, une unité ne prend que depuis sa case Circé, comme si elle s'y trouvait. La tour "
        "blanche e4, sur une case blanche, prend depuis h1, la case blanche de la tour : en remontant la "
        "colonne h elle atteint le pion noir h7, le prend et se place en h7. Les coups sans prise sont "
        "ordinaires.",
        "Bij Mars-Circe slaat een eenheid alleen vanaf haar Circe-veld, alsof ze daar stond. De witte toren "
        "op e4, een wit veld, slaat vanaf h1, het witte beginveld van de toren: langs de h-lijn bereikt hij "
        "de zwarte pion op h7, slaat hem en komt op h7 te staan. Zetten zonder slaan zijn gewoon."}},
      {"chess+take&make",
       "4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d5/d5-e3",
       {"Take & Make: capture, then move as the victim", "Take & Make : prendre, puis jouer comme la victime",
        "Take & Make: slaan, dan zetten als het slachtoffer"},
       {"The white rook takes the black knight on d5 and must at once go on from d5 with a knight's leap, "
        "the walk of the unit it took, onto an empty square: here to e3, from where it checks the black "
        "king up the e-file. A capture with no such move is not allowed.",
        "La tour blanche prend le cavalier noir d5 et doit aussitôt repartir de d5 par un saut de cavalier, "
        "la marche de l'unité prise, vers une case vide : ici en e3, d'où elle fait échec au roi noir par la "
        "colonne e. Une prise sans un tel coup n'est pas permise.",
        "De witte toren slaat het zwarte paard op d5 en moet meteen vanaf d5 verder met een paardensprong, "
        "de gang van de geslagen eenheid, naar een leeg veld: hier naar e3, vanwaar hij de zwarte koning "
        "langs de e-lijn schaak zet. Een slag zonder zo'n zet is niet toegestaan."}},
      {"chess+annan",
       "5k2/8/8/8/8/8/4P3/4R1K1 w - - 0 1",
       {},
       "e2e5",
       {"Annan: moving with the walk of the unit behind",
        "Annan : jouer avec la marche de l'unité de derrière",
        "Annan: zetten met de gang van de eenheid erachter"},
       {"The white pawn on e2 has the white rook on e1 directly behind it, so it moves as a rook: here three "
        "squares up the file, to e5. It could also have gone sideways along the second rank. On e5, with "
        "nothing behind it, it is a plain pawn again.",
        "Le pion blanc e2 a la tour blanche e1 juste derrière lui : il joue donc comme une tour, ici de "
        "trois cases le long de la colonne, jusqu'en e5. Il aurait aussi pu aller de côté sur la deuxième "
        "rangée. En e5, sans rien derrière lui, c'est de nouveau un simple pion.",
        "De witte pion op e2 heeft de witte toren op e1 direct achter zich, dus zet hij als een toren: hier "
        "drie velden de lijn op, naar e5. Hij had ook zijwaarts over de tweede rij kunnen gaan. Op e5, met "
        "niets achter zich, is hij weer een gewone pion."}},
      {"chess+sentinelles",
       "4k3/7p/8/8/3N4/8/8/4K3 w - - 0 1",
       {},
       "d4f5",
       {"Sentinelles: a pawn left behind", "Sentinelles : un pion laissé en sentinelle",
        "Sentinelles: een pion blijft achter"},
       {"The white knight leaves d4 for f5, and a white pawn appears on the square it left. So does every "
        "unit other than a pawn that leaves a square off the first and last ranks, while its side has fewer "
        "than eight pawns.",
        "Le cavalier blanc quitte d4 pour f5, et un pion blanc apparaît sur la case qu'il a quittée. Il en "
        "va de même pour toute unité autre qu'un pion qui quitte une case hors de la première et de la "
        "dernière rangée, tant que son camp a moins de huit pions.",
        "Het witte paard verlaat d4 voor f5, en op het veld dat het verliet verschijnt een witte pion. Zo "
        "gaat het met elke eenheid behalve een pion die een veld buiten de eerste en de laatste rij "
        "verlaat, zolang haar kant minder dan acht pionnen heeft."}},
      {"chess+losing",
       "4k3/8/8/8/8/R1p5/8/4K3 w - - 0 1",
       {},
       "a3c3",
       {"Losing chess: capturing is compulsory", "Qui perd gagne : la prise est obligatoire",
        "Verliesschaak: slaan is verplicht"},
       {"The white rook can take the black pawn on c3, so it must: Rxc3 is White's only legal move. Kings "
        "are ordinary units here, without check, and the side left with no legal move wins.",
        "La tour blanche peut prendre le pion noir c3, elle le doit donc : Txc3 est le seul coup légal des "
        "Blancs. Les rois sont ici des unités ordinaires, sans échec, et le camp qui n'a plus de coup légal "
        "gagne.",
        "De witte toren kan de zwarte pion op c3 slaan, dus moet hij dat: Txc3 is de enige geldige zet van "
        "Wit. Koningen zijn hier gewone eenheden, zonder schaak, en de kant die geen geldige zet meer heeft "
        "wint."}},
      {"chess+messigny",
       "4k3/8/8/7n/8/8/8/1N2K3 w - - 0 1",
       {},
       "b1h5",
       {"Messigny: two units of one kind exchange places",
        "Messigny : deux unités de même sorte échangent leurs places",
        "Messigny: twee eenheden van één soort wisselen van plaats"},
       {"Instead of moving, the white knight on b1 exchanges squares with the black knight on h5, however "
        "far away: the white knight goes to h5, the black one to b1. Nothing is taken, and Black may not "
        "exchange the same two knights back at once.",
        "Au lieu de se déplacer, le cavalier blanc b1 échange sa case avec le cavalier noir h5, si loin "
        "soit-il : le cavalier blanc va en h5, le noir en b1. Rien n'est pris, et les Noirs ne peuvent pas "
        "échanger aussitôt les deux mêmes cavaliers en sens inverse.",
        "In plaats van te zetten wisselt het witte paard op b1 van veld met het zwarte paard op h5, hoe ver "
        "ook: het witte paard gaat naar h5, het zwarte naar b1. Er wordt niets geslagen, en Zwart mag "
        "dezelfde twee paarden niet meteen terugwisselen."}},
      {"chess+glasgow",
       "4k3/8/1P6/8/8/8/8/4K3 w - - 0 1",
       {},
       "b6b7q",
       {"Glasgow: promotion on the seventh rank", "Glasgow : la promotion sur la septième rangée",
        "Glasgow: promotie op de zevende rij"},
       {"The white pawn steps from b6 to b7 and promotes there, one rank early: here to a queen.",
        "Le pion blanc avance de b6 en b7 et s'y promeut, une rangée plus tôt : ici en dame.",
        "De witte pion gaat van b6 naar b7 en promoveert daar, een rij eerder: hier tot dame."}},
      {"chess+masand",
       "4k3/8/8/8/R6b/8/8/K7 w - - 0 1",
       {},
       "a4e4",
       {"Masand: a check recolours", "Masand : l'échec change la couleur",
        "Masand: schaak verandert de kleur"},
       {"The white rook goes from a4 to e4 and checks the black king up the e-file. Because it gives check, "
        "every unit other than a king that it now attacks changes side: the black bishop on h4, along the "
        "fourth rank, becomes white.",
        "La tour blanche va de a4 en e4 et fait échec au roi noir par la colonne e. Parce qu'elle fait "
        "échec, toute unité autre qu'un roi qu'elle attaque alors change de camp : le fou noir h4, sur la "
        "quatrième rangée, devient blanc.",
        "De witte toren gaat van a4 naar e4 en zet de zwarte koning schaak langs de e-lijn. Omdat hij schaak "
        "geeft, wisselt elke eenheid behalve een koning die hij nu aanvalt van kant: de zwarte loper op h4, "
        "langs de vierde rij, wordt wit."}},
      {"chess+eiffel",
       "4k3/8/8/8/3n4/8/2P1K3/8 w - - 0 1",
       {},
       "c2c3",
       {"Eiffel: a check parried by paralysis", "Eiffel : un échec paré par la paralysie",
        "Eiffel: een schaak opgeheven door verlamming"},
       {"The black knight on d4 checks the white king on e2. White answers c2-c3: the pawn now attacks the "
        "knight, and a knight attacked by an enemy pawn is paralysed, so it no longer gives check. (A pawn "
        "paralyses a knight, a knight a bishop, a bishop a rook, a rook a queen, a queen a pawn.)",
        "Le cavalier noir d4 fait échec au roi blanc e2. Les Blancs répondent c2-c3 : le pion attaque "
        "maintenant le cavalier, et un cavalier attaqué par un pion adverse est paralysé ; il ne fait donc "
        "plus échec. (Le pion paralyse le cavalier, le cavalier le fou, le fou la tour, la tour la dame, la "
        "dame le pion.)",
        "Het zwarte paard op d4 zet de witte koning op e2 schaak. Wit antwoordt c2-c3: de pion valt nu het "
        "paard aan, en een paard dat door een vijandelijke pion wordt aangevallen is verlamd, dus geeft het "
        "geen schaak meer. (Een pion verlamt een paard, een paard een loper, een loper een toren, een toren "
        "een dame, een dame een pion.)"}},
      {"chess+dynamo",
       "4k3/3n4/8/8/3R4/8/8/4K3 w - - 0 1",
       {},
       "d4d6/d7x",
       {"Dynamo: pushed off the board", "Dynamo : poussé hors de l'échiquier", "Dynamo: van het bord geduwd"},
       {"There are no ordinary captures. The white rook goes from d4 to d6 and pushes the first unit ahead "
        "of it on the file, the black knight on d7, along the same line: past d8 it leaves the board, and a "
        "unit pushed off the board is captured.",
        "Il n'y a pas de prises ordinaires. La tour blanche va de d4 en d6 et pousse la première unité "
        "devant elle sur la colonne, le cavalier noir d7, le long de la même ligne : au-delà de d8 il quitte "
        "l'échiquier, et une unité poussée hors de l'échiquier est prise.",
        "Gewoon slaan bestaat niet. De witte toren gaat van d4 naar d6 en duwt de eerste eenheid voor zich "
        "op de lijn, het zwarte paard op d7, langs dezelfde lijn: voorbij d8 verlaat het het bord, en een "
        "eenheid die van het bord geduwd wordt, is geslagen."}},
      {"chess+gravitation",
       "4k3/8/8/2p4R/2n5/8/8/4K3 w - - 0 1",
       {},
       "h5c5",
       {"Gravitation: the step back", "Gravitation : le pas en arrière", "Gravitatie: de stap terug"},
       {"The white rook takes the black pawn on c5, then steps back one square towards White's side, to "
        "c4, and takes the black knight standing there: two units in one move.",
        "La tour blanche prend le pion noir c5, puis recule d'une case vers le camp blanc, en c4, et y prend "
        "le cavalier noir : deux unités en un coup.",
        "De witte toren slaat de zwarte pion op c5, zet dan één veld terug naar de kant van Wit, naar c4, en "
        "slaat het zwarte paard dat daar staat: twee eenheden in één zet."}},
      {"chess+breton",
       "4k3/7p/8/3n4/8/8/6B1/1N2K3 w - - 0 1",
       {},
       "g2d5",
       {"Breton: a capture costs a unit of the same kind", "Breton : une prise coûte une unité de même sorte",
        "Breton: een slag kost een eenheid van dezelfde soort"},
       {"The white bishop takes the black knight on d5, so a white knight leaves the board too: the one on "
        "b1, White's only knight. Had the bishop taken a bishop, it would have gone itself, being White's "
        "only bishop.",
        "Le fou blanc prend le cavalier noir d5 : un cavalier blanc quitte donc aussi l'échiquier, celui de "
        "b1, le seul cavalier blanc. Si le fou avait pris un fou, il serait parti lui-même, étant le seul "
        "fou blanc.",
        "De witte loper slaat het zwarte paard op d5, dus verlaat ook een wit paard het bord: dat op b1, het "
        "enige witte paard. Had de loper een loper geslagen, dan was hij zelf verdwenen, als enige witte "
        "loper."}},
      {"chess+absorbant",
       "4k3/7p/8/3n4/8/8/6B1/4K3 w - - 0 1",
       {},
       "g2d5",
       {"Absorbant: the capturer gains the victim's walk",
        "Absorbant : le preneur gagne la marche de sa victime",
        "Absorbant: de slaande eenheid krijgt de gang van het slachtoffer"},
       {"The white bishop takes the black knight on d5 and from now on moves both as a bishop and as a "
        "knight.",
        "Le fou blanc prend le cavalier noir d5 et joue désormais à la fois comme un fou et comme un "
        "cavalier.",
        "De witte loper slaat het zwarte paard op d5 en zet voortaan zowel als loper als als paard."}},
      {"chess+grid",
       "4k3/8/8/8/8/1Q6/8/4K3 w - - 0 1",
       {},
       "b3f7",
       {"Grid: nothing happens inside a cell", "Grille : rien ne se passe à l'intérieur d'une cellule",
        "Rooster: binnen een cel gebeurt niets"},
       {"The board is cut into 2x2 cells (a1-b2, c1-d2 …). The white queen goes from b3 to f7, into the "
        "cell e7-f8 of the black king, and gives no check: a unit attacks only squares outside its own "
        "cell. Nor may the king take her, for a move must end in another cell.",
        "L'échiquier est découpé en cellules de 2x2 cases (a1-b2, c1-d2 …). La dame blanche va de b3 en f7, "
        "dans la cellule e7-f8 du roi noir, et ne fait pas échec : une unité n'attaque que des cases hors "
        "de sa cellule. Le roi ne peut pas non plus la prendre, car un coup doit finir dans une autre "
        "cellule.",
        "Het bord is verdeeld in cellen van 2x2 velden (a1-b2, c1-d2 …). De witte dame gaat van b3 naar f7, "
        "in de cel e7-f8 van de zwarte koning, en geeft geen schaak: een eenheid valt alleen velden buiten "
        "haar eigen cel aan. De koning mag haar ook niet slaan, want een zet moet in een andere cel "
        "eindigen."}},
      {"chess+kobulkings",
       "4k3/7p/8/3n4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d5",
       {"Kobul kings: the king takes on the lost unit's walk",
        "Rois Kobul : le roi prend la marche de l'unité perdue",
        "Kobul-koningen: de koning krijgt de gang van de verloren eenheid"},
       {"The white rook takes the black knight on d5, and the black king on e8 takes on the knight's walk: "
        "it stays royal but now moves as a knight, and is drawn as one. Losing a pawn would give it back "
        "its own walk.",
        "La tour blanche prend le cavalier noir d5, et le roi noir e8 prend la marche du cavalier : il reste "
        "royal mais joue désormais comme un cavalier, et il est dessiné comme tel. La perte d'un pion lui "
        "rendrait sa propre marche.",
        "De witte toren slaat het zwarte paard op d5, en de zwarte koning op e8 krijgt de gang van het "
        "paard: hij blijft koninklijk maar zet nu als een paard, en wordt ook zo getekend. Het verlies van "
        "een pion zou hem zijn eigen gang teruggeven."}},
      {"chess+swappingkings",
       "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a8",
       {"Swapping kings: a check swaps the kings", "Rois échangistes : l'échec échange les rois",
        "Wisselende koningen: schaak verwisselt de koningen"},
       {"The white rook goes to a8 and checks the black king on e8, so the two kings at once swap squares: "
        "the white king goes to e8, the black one to e1, where nothing attacks it.",
        "La tour blanche va en a8 et fait échec au roi noir e8 : les deux rois échangent aussitôt leurs "
        "cases, le roi blanc va en e8, le noir en e1, où rien ne l'attaque.",
        "De witte toren gaat naar a8 en zet de zwarte koning op e8 schaak, dus wisselen de twee koningen "
        "meteen van veld: de witte koning gaat naar e8, de zwarte naar e1, waar niets hem aanvalt."}},
      {"chess+antimarscirce",
       "5k2/8/8/8/4R3/8/8/4K3 w - - 0 1",
       {},
       "e4h5/@h1",
       {"Anti-Mars Circe: moving from home", "Anti-Circé Mars : jouer depuis sa case Circé",
        "Anti-Mars-Circe: zetten vanaf het Circe-veld"},
       {"Captures are ordinary, but a move that takes nothing is made as if the unit stood on its Circe home "
        "square. The white rook on e4, a light square, moves from h1, the rook's light home square: here up "
        "the h-file to h5. From e4 itself it has no quiet move at all.",
        "Les prises sont ordinaires, mais un coup sans prise se joue comme si l'unité se trouvait sur sa "
        "case Circé. La tour blanche e4, sur une case blanche, joue depuis h1, la case blanche de la tour : "
        "ici en remontant la colonne h jusqu'en h5. Depuis e4 même, elle n'a aucun coup sans prise.",
        "Slaan gaat gewoon, maar een zet zonder slaan wordt gedaan alsof de eenheid op haar Circe-veld "
        "stond. De witte toren op e4, een wit veld, zet vanaf h1, het witte beginveld van de toren: hier de "
        "h-lijn op naar h5. Vanaf e4 zelf heeft hij geen enkele zet zonder slaan."}},
      {"chess+bicaptures",
       "4k3/8/8/3P4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d5",
       {"Bicaptures: taking one's own units", "Bicaptures : prendre ses propres unités",
        "Bicaptures: eigen eenheden slaan"},
       {"Any unit may capture units of its own side as well as the opponent's: the white rook takes the "
        "white pawn on d5.",
        "Toute unité peut prendre les unités de son propre camp comme celles de l'adversaire : la tour "
        "blanche prend le pion blanc d5.",
        "Elke eenheid mag eenheden van haar eigen kant slaan, net als die van de tegenstander: de witte "
        "toren slaat de witte pion op d5."}},
      {"chess+nocapture",
       "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
       {},
       "d1d7",
       {"No captures: a check all the same", "Sans prise : un échec quand même", "Niet slaan: toch schaak"},
       {"Nobody may capture. The white queen goes to d7, next to the black king, and checks it: a king is "
        "still in check when it is attacked. The king may not take her; it must step out of her reach.",
        "Personne ne peut prendre. La dame blanche va en d7, à côté du roi noir, et lui fait échec : un roi "
        "attaqué reste en échec. Le roi ne peut pas la prendre ; il doit sortir de sa portée.",
        "Niemand mag slaan. De witte dame gaat naar d7, naast de zwarte koning, en zet hem schaak: een "
        "aangevallen koning staat nog altijd schaak. De koning mag haar niet slaan; hij moet buiten haar "
        "bereik gaan."}},
      {"chess+checkless",
       "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
       {},
       "a1a8",
       {"Checkless: only a mate may check", "Sans échec : seul le mat peut faire échec",
        "Zonder schaak: alleen mat mag schaak geven"},
       {"No move may give check unless it mates. The white rook's move to a8 checks the black king on g8, "
        "and is allowed because it mates: the king's pawns block its way out.",
        "Aucun coup ne peut faire échec s'il ne mate pas. La tour blanche en a8 fait échec au roi noir g8, "
        "et c'est permis parce que c'est mat : les pions du roi lui barrent la sortie.",
        "Geen zet mag schaak geven tenzij hij mat zet. De witte toren naar a8 zet de zwarte koning op g8 "
        "schaak, en dat mag omdat het mat is: de pionnen van de koning versperren hem de uitweg."}},
      {"chess+extinction",
       "4k3/7p/8/3n4/8/8/8/R3K3 w - - 0 1",
       {},
       "a1d1",
       {"Extinction: the last of a kind", "Extinction : le dernier de sa sorte",
        "Uitsterven: de laatste van een soort"},
       {"A side loses when it loses the last unit of any kind, so each such unit is royal. The white rook "
        "goes to d1 and attacks Black's only knight, on d5: that is a check, and Black must answer it as a "
        "check to the king.",
        "Un camp perd quand il perd la dernière unité d'une sorte, chaque unité de ce genre est donc royale. "
        "La tour blanche va en d1 et attaque le seul cavalier noir, en d5 : c'est un échec, et les Noirs "
        "doivent y parer comme à un échec au roi.",
        "Een kant verliest als hij de laatste eenheid van een soort verliest, dus is elke zo'n eenheid "
        "koninklijk. De witte toren gaat naar d1 en valt het enige zwarte paard aan, op d5: dat is schaak, "
        "en Zwart moet het opheffen zoals een schaak aan de koning."}},
      {"chess+rexmultiplex",
       "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
       {},
       "b7b8k",
       {"Rex multiplex: a second king", "Rex multiplex : un second roi", "Rex multiplex: een tweede koning"},
       {"A pawn may promote to a king: White's pawn reaches b8 and becomes a second white king. A side is "
        "mated only when all its kings are.",
        "Un pion peut se promouvoir en roi : le pion blanc atteint b8 et devient un second roi blanc. Un "
        "camp n'est mat que lorsque tous ses rois le sont.",
        "Een pion mag tot koning promoveren: de witte pion bereikt b8 en wordt een tweede witte koning. Een "
        "kant is pas mat als al zijn koningen mat staan."}},
      {"chess+koeko",
       "4k3/8/8/1p6/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a4",
       {"KoeKo: every move ends in contact", "KoeKo : tout coup finit au contact",
        "KoeKo: elke zet eindigt in contact"},
       {"A move must end on a square next to some other unit, of either side. The white rook goes from a1 "
        "to a4, beside the black pawn on b5. Ra2 and Ra3 would end next to nothing and are not moves.",
        "Un coup doit finir sur une case voisine d'une autre unité, de l'un ou l'autre camp. La tour "
        "blanche va de a1 en a4, contre le pion noir b5. Ta2 et Ta3 finiraient loin de toute unité et ne "
        "sont pas des coups.",
        "Een zet moet eindigen op een veld naast een andere eenheid, van welke kant ook. De witte toren "
        "gaat van a1 naar a4, naast de zwarte pion op b5. Ta2 en Ta3 zouden naast niets eindigen en zijn "
        "geen zetten."}},
      {"chess+antikoeko",
       "4k3/8/8/1p6/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a3",
       {"AntiKoeko: no move ends in contact", "AntiKoeko : aucun coup ne finit au contact",
        "AntiKoeko: geen zet eindigt in contact"},
       {"The reverse of KoeKo: a move must end on a square next to no other unit. The white rook goes from "
        "a1 to a3, where nothing touches it; Ra4, Ra5 and Ra6 would end next to the black pawn on b5 and "
        "are not moves.",
        "L'inverse du KoeKo : un coup doit finir sur une case voisine d'aucune autre unité. La tour blanche "
        "va de a1 en a3, où rien ne la touche ; Ta4, Ta5 et Ta6 finiraient contre le pion noir b5 et ne "
        "sont pas des coups.",
        "Het omgekeerde van KoeKo: een zet moet eindigen op een veld naast geen enkele andere eenheid. De "
        "witte toren gaat van a1 naar a3, waar niets hem raakt; Ta4, Ta5 en Ta6 zouden naast de zwarte "
        "pion op b5 eindigen en zijn geen zetten."}},
      {"chess+newkoeko",
       "4k3/8/8/8/2p5/8/8/3RK3 w - - 0 1",
       {},
       "d1d5",
       {"New KoeKo: in contact before, in contact after",
        "Nouveau KoeKo : au contact avant, au contact après",
        "Nieuw KoeKo: in contact ervoor, in contact erna"},
       {"A unit that starts next to another unit must end next to one, and a unit that starts alone must "
        "end alone. The white rook on d1 touches its king, so it may go to d5, beside the black pawn on c4, "
        "but not to d6, where nothing is near.",
        "Une unité qui part au contact d'une autre doit arriver au contact d'une autre, et une unité isolée "
        "doit arriver isolée. La tour blanche d1 touche son roi : elle peut aller en d5, contre le pion "
        "noir c4, mais pas en d6, où rien n'est proche.",
        "Een eenheid die naast een andere begint, moet naast een andere eindigen, en een eenheid die alleen "
        "begint, moet alleen eindigen. De witte toren op d1 raakt zijn koning, dus mag hij naar d5, naast "
        "de zwarte pion op c4, maar niet naar d6, waar niets in de buurt staat."}},
      {"chess+whiteedgemover",
       "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1",
       {},
       "d4a7",
       {"White edge mover: every move ends on the edge", "Bord blanc : tout coup finit au bord",
        "Witte randzetter: elke zet eindigt aan de rand"},
       {"Every White move must end on a square of the board's edge. The white queen goes from d4 to a7, on "
        "the a-file; Qd5 or Qc3 would stay inside the board and are not moves. Black moves as usual.",
        "Tout coup blanc doit finir sur une case du bord de l'échiquier. La dame blanche va de d4 en a7, "
        "sur la colonne a ; Dd5 ou Dc3 resteraient à l'intérieur et ne sont pas des coups. Les Noirs jouent "
        "normalement.",
        "Elke zet van Wit moet eindigen op een veld aan de rand van het bord. De witte dame gaat van d4 "
        "naar a7, op de a-lijn; Dd5 of Dc3 zouden binnen het bord blijven en zijn geen zetten. Zwart speelt "
        "gewoon."}},
      {"chess+blackedgemover",
       "4k3/8/8/3q4/8/8/8/4K3 b - - 0 1",
       {},
       "d5a8",
       {"Black edge mover: every move ends on the edge", "Bord noir : tout coup finit au bord",
        "Zwarte randzetter: elke zet eindigt aan de rand"},
       {"Every Black move must end on a square of the board's edge. The black queen goes from d5 to a8, in "
        "the corner; Qd4 or Qe6 would stay inside the board and are not moves. White moves as usual.",
        "Tout coup noir doit finir sur une case du bord de l'échiquier. La dame noire va de d5 en a8, dans "
        "le coin ; Dd4 ou De6 resteraient à l'intérieur et ne sont pas des coups. Les Blancs jouent "
        "normalement.",
        "Elke zet van Zwart moet eindigen op een veld aan de rand van het bord. De zwarte dame gaat van d5 "
        "naar a8, in de hoek; Dd4 of De6 zouden binnen het bord blijven en zijn geen zetten. Wit speelt "
        "gewoon."}},
      {"chess+whitemaximummer",
       "4k3/7p/8/8/8/8/8/B3K3 w - - 0 1",
       {},
       "a1h8",
       {"White maximummer: the longest move", "Maximummer blanc : le coup le plus long",
        "Witte maximummer: de langste zet"},
       {"White must play one of its longest moves, measured as the straight distance from the start square "
        "to the end square. The bishop's move from a1 to h8 crosses the whole diagonal, longer than any "
        "other white move, so it is the only legal one.",
        "Les Blancs doivent jouer un de leurs coups les plus longs, mesurés en ligne droite de la case de "
        "départ à celle d'arrivée. Le fou de a1 en h8 traverse toute la diagonale, plus long que tout autre "
        "coup blanc : c'est le seul coup légal.",
        "Wit moet een van zijn langste zetten spelen, gemeten als de rechte afstand van het beginveld tot "
        "het eindveld. De loper van a1 naar h8 gaat over de hele diagonaal, langer dan elke andere witte "
        "zet, en is dus de enige legale zet."}},
      {"chess+blackmaximummer",
       "b3k3/8/8/8/8/8/P7/4K3 b - - 0 1",
       {},
       "a8h1",
       {"Black maximummer: the longest move", "Maximummer noir : le coup le plus long",
        "Zwarte maximummer: de langste zet"},
       {"Black must play one of its longest moves, measured as the straight distance from the start square "
        "to the end square. The black bishop's move from a8 to h1, the whole long diagonal, is longer than "
        "any king step, so it is Black's only legal move.",
        "Les Noirs doivent jouer un de leurs coups les plus longs, mesurés en ligne droite de la case de "
        "départ à celle d'arrivée. Le fou noir de a8 en h1, toute la grande diagonale, est plus long que "
        "tout pas du roi : c'est le seul coup légal des Noirs.",
        "Zwart moet een van zijn langste zetten spelen, gemeten als de rechte afstand van het beginveld "
        "tot het eindveld. De zwarte loper van a8 naar h1, de hele lange diagonaal, is langer dan elke "
        "koningsstap en dus de enige legale zet van Zwart."}},
      {"chess+whitemustcapture",
       "4k3/8/8/p7/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a5",
       {"White must capture", "Les Blancs doivent prendre", "Wit moet slaan"},
       {"When White can capture it must. The rook on a1 can take the pawn on a5, so that capture is White's "
        "only legal move: the rook's other moves and the king's steps are not moves here. Black moves "
        "freely.",
        "Quand les Blancs peuvent prendre, ils le doivent. La tour a1 peut prendre le pion a5 : cette prise "
        "est le seul coup légal des Blancs, les autres coups de la tour et les pas du roi n'en sont pas ici. "
        "Les Noirs jouent librement.",
        "Als Wit kan slaan, moet het. De toren op a1 kan de pion op a5 slaan, dus is die slagzet de enige "
        "legale zet van Wit: de andere torenzetten en de koningsstappen zijn hier geen zetten. Zwart speelt "
        "vrij."}},
      {"chess+blackmustcapture",
       "r3k3/8/8/8/P7/8/8/4K3 b - - 0 1",
       {},
       "a8a4",
       {"Black must capture", "Les Noirs doivent prendre", "Zwart moet slaan"},
       {"When Black can capture it must. The rook on a8 can take the pawn on a4, so that capture is Black's "
        "only legal move: the rook's other moves and the king's steps are not moves here. White moves "
        "freely.",
        "Quand les Noirs peuvent prendre, ils le doivent. La tour a8 peut prendre le pion a4 : cette prise "
        "est le seul coup légal des Noirs, les autres coups de la tour et les pas du roi n'en sont pas ici. "
        "Les Blancs jouent librement.",
        "Als Zwart kan slaan, moet het. De toren op a8 kan de pion op a4 slaan, dus is die slagzet de enige "
        "legale zet van Zwart: de andere torenzetten en de koningsstappen zijn hier geen zetten. Wit speelt "
        "vrij."}},
      {"chess+strictsat",
       "6bk/6p1/8/8/8/8/PP6/KB5Q w - - 0 1 @2",
       {},
       "h1a8",
       {"Strict SAT: once in check, a flight fewer", "SAT strict : une fois en échec, une fuite de moins",
        "Strict SAT: eenmaal schaak, een vluchtveld minder"},
       {"As in SAT, a side is in check when its king has a flight. A side that has once been in check in "
        "the ordinary sense needs one flight fewer whenever its king is not attacked, that is none. The "
        "queen on h1 attacks the black king along the h-file, so Black has been in check (the position "
        "records it: @2 at the end of its FEN). 1.Qa8 leaves the file: the king on h8 is no longer "
        "attacked and has no flight (the bishop on b1 watches h7), yet Black is in check. Under SAT the "
        "same move gives no check.",
        "Comme au SAT, un camp est en échec quand son roi a une case de fuite. Un camp qui a déjà été en "
        "échec au sens ordinaire a besoin d'une fuite de moins tant que son roi n'est pas attaqué, donc "
        "d'aucune. La dame h1 attaque le roi noir sur la colonne h : les Noirs ont été en échec (la "
        "position le retient : @2 à la fin de sa FEN). 1.Da8 quitte la colonne : le roi h8 n'est plus "
        "attaqué et n'a aucune fuite (le fou b1 garde h7), et pourtant les Noirs sont en échec. Au SAT, le "
        "même coup ne fait pas échec.",
        "Zoals in SAT staat een partij schaak als haar koning een vluchtveld heeft. Een partij die al eens "
        "in gewone zin schaak heeft gestaan, heeft een vluchtveld minder nodig zolang haar koning niet "
        "aangevallen wordt, dus geen. De dame op h1 valt de zwarte koning aan langs de h-lijn, dus heeft "
        "Zwart schaak gestaan (de stelling onthoudt het: @2 aan het eind van haar FEN). 1.Da8 verlaat de "
        "lijn: de koning op h8 wordt niet meer aangevallen en heeft geen vluchtveld (de loper op b1 bewaakt "
        "h7), en toch staat Zwart schaak. In SAT geeft dezelfde zet geen schaak."}},
      {"chess+nodoublepawns",
       "4k3/8/8/8/8/2p1p3/2PP4/4K3 w - - 0 1",
       {},
       "d2e3",
       {"No double pawns: one pawn to a file", "Pas de pions doublés : un pion par colonne",
        "Geen dubbelpionnen: één pion per lijn"},
       {"No move may leave two pawns of one side on the same file. The white pawn on d2 takes on e3; "
        "taking on c3 instead would put it on the c-file beside the white pawn on c2, and is not a move.",
        "Aucun coup ne peut laisser deux pions d'un même camp sur une colonne. Le pion blanc d2 prend en "
        "e3 ; prendre en c3 le mettrait sur la colonne c avec le pion blanc c2, ce n'est pas un coup.",
        "Geen zet mag twee pionnen van dezelfde kant op één lijn achterlaten. De witte pion op d2 slaat op "
        "e3; slaan op c3 zou hem op de c-lijn zetten naast de witte pion op c2, en is geen zet."}},
      {"chess+whitereflectiveking",
       "4k3/7p/8/8/8/8/P7/r3K3 w - - 0 1",
       {},
       "e1a1",
       {"White reflective king: moving as its attacker", "Roi réflecteur blanc : jouer comme son agresseur",
        "Witte reflecterende koning: zetten als zijn aanvaller"},
       {"The white king is attacked by the black rook on a1, so besides its own steps it also moves as a "
        "rook: it takes the rook on a1, three squares away along the first rank.",
        "Le roi blanc est attaqué par la tour noire a1 : en plus de ses propres pas, il joue aussi comme une "
        "tour, et prend la tour a1, à trois cases le long de la première rangée.",
        "De witte koning wordt aangevallen door de zwarte toren op a1, dus zet hij naast zijn eigen stappen "
        "ook als een toren: hij slaat de toren op a1, drie velden verder langs de eerste rij."}},
      {"chess+blackreflectiveking",
       "4k3/p7/3N4/8/8/8/7P/4K3 b - - 0 1",
       {},
       "e8d6",
       {"Black reflective king: moving as its attacker", "Roi réflecteur noir : jouer comme son agresseur",
        "Zwarte reflecterende koning: zetten als zijn aanvaller"},
       {"The black king is checked by the white knight on d6, so besides its own steps it also moves as a "
        "knight: it takes the knight with a knight's leap from e8 to d6.",
        "Le roi noir est mis en échec par le cavalier blanc d6 : en plus de ses propres pas, il joue aussi "
        "comme un cavalier, et prend le cavalier d'un saut de cavalier de e8 en d6.",
        "De zwarte koning staat schaak door het witte paard op d6, dus zet hij naast zijn eigen stappen ook "
        "als een paard: hij slaat het paard met een paardensprong van e8 naar d6."}},
      {"chess+reflectivekings",
       "4k3/7p/8/8/8/8/P7/4K2q w - - 0 1",
       {},
       "e1h1",
       {"Reflective kings: moving as the attacker", "Rois réflecteurs : jouer comme l'agresseur",
        "Reflecterende koningen: zetten als de aanvaller"},
       {"Each king also moves as the enemy units that attack it. The black queen on h1 checks the white "
        "king, which therefore moves as a queen as well, and takes her from three squares away.",
        "Chaque roi joue aussi comme les unités adverses qui l'attaquent. La dame noire h1 fait échec au "
        "roi blanc, qui joue donc aussi comme une dame, et la prend à trois cases de distance.",
        "Elke koning zet ook als de vijandelijke eenheden die hem aanvallen. De zwarte dame op h1 zet de "
        "witte koning schaak, die daarom ook als dame zet, en haar van drie velden afstand slaat."}},
      {"chess+whitetransmutedking",
       "4k3/7p/8/8/1b6/8/P7/4K3 w - - 0 1",
       {},
       "e1b4",
       {"White transmuted king: only the attacker's walk",
        "Roi transmuté blanc : la seule marche de l'agresseur",
        "Witte getransmuteerde koning: alleen de gang van de aanvaller"},
       {"While the black bishop on b4 attacks it, the white king moves only as a bishop, never as a king: "
        "here it takes the bishop from e1. Its king steps (d1, d2, e2, f1, f2) are not moves now.",
        "Tant que le fou noir b4 l'attaque, le roi blanc ne joue que comme un fou, jamais comme un roi : "
        "ici il prend le fou depuis e1. Ses pas de roi (d1, d2, e2, f1, f2) ne sont pas des coups.",
        "Zolang de zwarte loper op b4 hem aanvalt, zet de witte koning alleen als een loper, nooit als een "
        "koning: hier slaat hij de loper vanaf e1. Zijn koningsstappen (d1, d2, e2, f1, f2) zijn nu geen "
        "zetten."}},
      {"chess+blacktransmutedking",
       "4k3/p7/8/8/B7/8/7P/4K3 b - - 0 1",
       {},
       "e8a4",
       {"Black transmuted king: only the attacker's walk",
        "Roi transmuté noir : la seule marche de l'agresseur",
        "Zwarte getransmuteerde koning: alleen de gang van de aanvaller"},
       {"The white bishop on a4 checks the black king, which now moves only as a bishop: it takes the "
        "bishop, four squares away on the diagonal. A king's step such as Kd8 or Kf8 is not a move.",
        "Le fou blanc a4 fait échec au roi noir, qui ne joue plus que comme un fou : il prend le fou, à "
        "quatre cases sur la diagonale. Un pas de roi comme Rd8 ou Rf8 n'est pas un coup.",
        "De witte loper op a4 zet de zwarte koning schaak, die nu alleen als een loper zet: hij slaat de "
        "loper, vier velden verder op de diagonaal. Een koningsstap zoals Kd8 of Kf8 is geen zet."}},
      {"chess+transmutedkings",
       "4k3/7p/8/8/8/3n4/P7/4K3 w - - 0 1",
       {},
       "e1d3",
       {"Transmuted kings: a king attacked by a knight", "Rois transmutés : un roi attaqué par un cavalier",
        "Getransmuteerde koningen: een koning aangevallen door een paard"},
       {"Each king, while enemy units attack it, moves only as they do. The black knight on d3 checks the "
        "white king, which therefore moves only as a knight: it takes the knight with a knight's leap.",
        "Chaque roi, tant que des unités adverses l'attaquent, ne joue que comme elles. Le cavalier noir d3 "
        "fait échec au roi blanc, qui ne joue donc que comme un cavalier : il prend le cavalier d'un saut de "
        "cavalier.",
        "Elke koning zet, zolang vijandelijke eenheden hem aanvallen, alleen zoals zij. Het zwarte paard op "
        "d3 zet de witte koning schaak, die daarom alleen als een paard zet: hij slaat het paard met een "
        "paardensprong."}},
      {"chess+strictlytransmutedkings",
       "4k3/p7/5N2/8/8/8/7P/4K3 b - - 0 1",
       {},
       "e8f6",
       {"Strictly transmuted kings: never as a king", "Rois strictement transmutés : jamais comme un roi",
        "Strikt getransmuteerde koningen: nooit als koning"},
       {"A king moves only as the enemy units that attack it, and not at all when none does. Checked by the "
        "knight on f6, the black king leaps as a knight and takes it. The white king, attacked by nothing, "
        "could not move at all.",
        "Un roi ne joue que comme les unités adverses qui l'attaquent, et pas du tout si aucune ne "
        "l'attaque. En échec par le cavalier f6, le roi noir saute comme un cavalier et le prend. Le roi "
        "blanc, que rien n'attaque, ne pourrait pas bouger.",
        "Een koning zet alleen als de vijandelijke eenheden die hem aanvallen, en helemaal niet als geen "
        "enkele dat doet. Schaak gezet door het paard op f6 springt de zwarte koning als een paard en slaat "
        "het. De witte koning, door niets aangevallen, zou niet kunnen zetten."}},
      {"chess+siamesekings",
       "4k3/8/8/3r4/8/8/P7/2K1K3 b - - 0 1",
       {},
       "d5c5",
       {"Siamese kings: either king in check", "Rois siamois : l'un ou l'autre roi en échec",
        "Siamese koningen: een van beide koningen schaak"},
       {"White has two kings, on c1 and e1, and is in check when either is attacked. The black rook goes "
        "from d5 to c5 and checks the king on c1: White must answer it, and no move may leave either king "
        "attacked.",
        "Les Blancs ont deux rois, en c1 et e1, et sont en échec dès que l'un d'eux est attaqué. La tour "
        "noire va de d5 en c5 et fait échec au roi c1 : les Blancs doivent y parer, et aucun coup ne peut "
        "laisser l'un des rois attaqué.",
        "Wit heeft twee koningen, op c1 en e1, en staat schaak zodra een van hen wordt aangevallen. De "
        "zwarte toren gaat van d5 naar c5 en zet de koning op c1 schaak: Wit moet dat opheffen, en geen zet "
        "mag een van beide koningen aangevallen laten."}},
      {"chess+blackoscillatingkings",
       "4k3/p7/8/8/8/8/7P/4K3 b - - 0 1",
       {},
       "a7a6",
       {"Black oscillating kings: the kings swap after Black's move",
        "Rois oscillants noirs : les rois s'échangent après le coup noir",
        "Zwarte oscillerende koningen: de koningen wisselen na de zet van Zwart"},
       {"After every Black move the two kings exchange squares. Black plays a7-a6, and at once the black "
        "king goes from e8 to e1 and the white king from e1 to e8. A move after which a king would stand in "
        "check is not allowed.",
        "Après chaque coup noir, les deux rois échangent leurs cases. Les Noirs jouent a7-a6, et aussitôt le "
        "roi noir va de e8 en e1 et le roi blanc de e1 en e8. Un coup après lequel un roi serait en échec "
        "n'est pas permis.",
        "Na elke zet van Zwart wisselen de twee koningen van veld. Zwart speelt a7-a6, en meteen gaat de "
        "zwarte koning van e8 naar e1 en de witte koning van e1 naar e8. Een zet waarna een koning schaak "
        "zou staan, is niet toegestaan."}},
      {"chess+lesemajeste",
       "4k3/8/8/8/8/8/P7/4R1K1 w - - 0 1",
       {},
       "a2a3",
       {"Lèse-majesté: a king in check is not taken", "Lèse-majesté : un roi en échec n'est pas pris",
        "Lèse-majesté: een koning die schaak staat, wordt niet geslagen"},
       {"The black king stands in check from the rook on e1 while White has the move. It is not taken: play "
        "goes on, and check counts only when the checked side has the move. White plays a2-a3, and now "
        "Black must answer the check.",
        "Le roi noir est en échec par la tour e1 alors que les Blancs ont le trait. Il n'est pas pris : le "
        "jeu continue, et l'échec ne compte que lorsque le camp en échec a le trait. Les Blancs jouent "
        "a2-a3, et maintenant les Noirs doivent parer l'échec.",
        "De zwarte koning staat schaak door de toren op e1 terwijl Wit aan zet is. Hij wordt niet "
        "geslagen: het spel gaat door, en schaak telt pas als de kant die schaak staat aan zet is. Wit "
        "speelt a2-a3, en nu moet Zwart het schaak opheffen."}},
      {"chess+maff",
       "7k/8/5K2/8/8/8/8/R7 w - - 0 1",
       {},
       "a1a8",
       {"MAFF: mate with exactly one flight", "MAFF : le mat avec exactement une fuite",
        "MAFF: mat met precies één vluchtveld"},
       {"A side is mated when it is in check, its king has exactly one legal move, and nothing else can "
        "move. The white rook checks from a8; the black king's only move is to h7 (g8 is the rook's, g7 the "
        "white king's), so it is mate. A king in check with no move at all would not be mated.",
        "Un camp est mat quand il est en échec, que son roi a exactement un coup légal et que rien d'autre "
        "ne peut jouer. La tour blanche fait échec depuis a8 ; le seul coup du roi noir est h7 (g8 est à la "
        "tour, g7 au roi blanc) : c'est mat. Un roi en échec sans aucun coup ne serait pas mat.",
        "Een kant staat mat als hij schaak staat, zijn koning precies één legale zet heeft en niets anders "
        "kan zetten. De witte toren zet schaak vanaf a8; de enige zet van de zwarte koning is naar h7 (g8 "
        "is van de toren, g7 van de witte koning), dus is het mat. Een koning die schaak staat zonder enige "
        "zet zou niet mat staan."}},
      {"chess+antiandernach",
       "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a5",
       {"Anti-Andernach: a quiet move changes side", "Anti-Andernach : un coup sans prise change de camp",
        "Anti-Andernach: een zet zonder slaan wisselt van kant"},
       {"A unit other than a king that moves without capturing changes side. The white rook goes from a1 "
        "to a5, taking nothing, and arrives there as a black rook. A capture would have left it white.",
        "Une unité autre qu'un roi qui joue sans prendre change de camp. La tour blanche va de a1 en a5 sans "
        "rien prendre, et y arrive en tour noire. Une prise l'aurait laissée blanche.",
        "Een eenheid, behalve een koning, die zet zonder te slaan, wisselt van kant. De witte toren gaat van "
        "a1 naar a5 zonder iets te slaan, en komt daar aan als zwarte toren. Na een slag was hij wit "
        "gebleven."}},
      {"chess+reversaleinstein",
       "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a5",
       {"Reversal Einstein: up without capturing", "Einstein inverse : monter sans prendre",
        "Omgekeerde Einstein: omhoog zonder slaan"},
       {"Einstein the other way round: a unit that moves without capturing rises one step (pawn, knight, "
        "bishop, rook, queen), and one that captures falls one step. The white rook goes from a1 to a5, "
        "taking nothing, and becomes a queen.",
        "Einstein à l'envers : une unité qui joue sans prendre monte d'un cran (pion, cavalier, fou, tour, "
        "dame), et une unité qui prend descend d'un cran. La tour blanche va de a1 en a5 sans rien prendre "
        "et devient une dame.",
        "Einstein andersom: een eenheid die zet zonder te slaan, stijgt één trede (pion, paard, loper, "
        "toren, dame), en een eenheid die slaat, daalt één trede. De witte toren gaat van a1 naar a5 zonder "
        "iets te slaan en wordt een dame."}},
      {"chess+frankfurt",
       "4k3/7p/8/3n4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d5",
       {"Frankfurt: the capturer becomes what it took", "Francfort : le preneur devient ce qu'il a pris",
        "Frankfurt: de slaande eenheid wordt wat ze sloeg"},
       {"A unit that captures takes on the kind of the unit it took, keeping its side. The white rook takes "
        "the black knight on d5 and is a white knight from then on.",
        "Une unité qui prend devient de la sorte de l'unité prise, en gardant son camp. La tour blanche "
        "prend le cavalier noir d5 et est désormais un cavalier blanc.",
        "Een eenheid die slaat, wordt van de soort van de geslagen eenheid en houdt haar kleur. De witte "
        "toren slaat het zwarte paard op d5 en is voortaan een wit paard."}},
      {"chess+make&take",
       "4k3/7p/8/8/2n5/8/8/R3K3 w - - 0 1",
       {},
       "a1c4",
       {"Make&Take: first move as the victim, then take",
        "Make&Take : d'abord jouer comme la victime, puis prendre",
        "Make&Take: eerst zetten als het slachtoffer, dan slaan"},
       {"To capture, a unit first makes a move with the walk of the unit it will take, then takes it with "
        "its own walk. The white rook leaps as a knight from a1 to c2, then goes up the c-file as a rook "
        "and takes the black knight on c4: one move, from a1 to c4.",
        "Pour prendre, une unité fait d'abord un coup avec la marche de l'unité qu'elle va prendre, puis la "
        "prend avec sa propre marche. La tour blanche saute comme un cavalier de a1 en c2, puis monte la "
        "colonne c comme une tour et prend le cavalier noir c4 : un seul coup, de a1 en c4.",
        "Om te slaan zet een eenheid eerst met de gang van de eenheid die ze gaat slaan, en slaat die dan "
        "met haar eigen gang. De witte toren springt als een paard van a1 naar c2, gaat dan als toren de "
        "c-lijn op en slaat het zwarte paard op c4: één zet, van a1 naar c4."}},
      {"chess+multicaptures",
       "4k3/7p/8/3p4/8/4N3/8/3RK3 w - - 0 1",
       {},
       "e3d5",
       {"MultiCaptures: two units must be able to take", "MultiCaptures : il faut deux preneurs possibles",
        "MultiCaptures: twee eenheden moeten kunnen slaan"},
       {"A side may capture on a square only where at least two of its units could capture, and a king is "
        "in check only from two units. Both the rook on d1 and the knight on e3 attack the black pawn on "
        "d5, so the knight may take it. With the rook gone, neither could.",
        "Un camp ne peut prendre sur une case que si au moins deux de ses unités pourraient y prendre, et un "
        "roi n'est en échec que par deux unités. La tour d1 et le cavalier e3 attaquent tous deux le pion "
        "noir d5 : le cavalier peut donc le prendre. Sans la tour, aucun ne le pourrait.",
        "Een kant mag op een veld alleen slaan als minstens twee van zijn eenheden daar zouden kunnen slaan, "
        "en een koning staat alleen schaak door twee eenheden. De toren op d1 en het paard op e3 vallen "
        "allebei de zwarte pion op d5 aan, dus mag het paard hem slaan. Zonder de toren kon geen van beide "
        "het."}},
      {"chess+nowhitecapture",
       "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d4",
       {"No White captures", "Pas de prise blanche", "Wit slaat niet"},
       {"White may not capture; Black captures as usual. The white rook may go up the d-file only as far as "
        "d4, in front of the black pawn on d5, which it may not take.",
        "Les Blancs ne peuvent pas prendre ; les Noirs prennent normalement. La tour blanche ne peut monter "
        "la colonne d que jusqu'en d4, devant le pion noir d5, qu'elle ne peut pas prendre.",
        "Wit mag niet slaan; Zwart slaat gewoon. De witte toren mag de d-lijn maar op tot d4, voor de zwarte "
        "pion op d5, die hij niet mag slaan."}},
      {"chess+noblackcapture",
       "3rk3/8/8/8/3P4/8/8/4K3 b - - 0 1",
       {},
       "d8d5",
       {"No Black captures", "Pas de prise noire", "Zwart slaat niet"},
       {"Black may not capture; White captures as usual. The black rook may go down the d-file only as far "
        "as d5, in front of the white pawn on d4, which it may not take.",
        "Les Noirs ne peuvent pas prendre ; les Blancs prennent normalement. La tour noire ne peut descendre "
        "la colonne d que jusqu'en d5, devant le pion blanc d4, qu'elle ne peut pas prendre.",
        "Zwart mag niet slaan; Wit slaat gewoon. De zwarte toren mag de d-lijn maar af tot d5, voor de witte "
        "pion op d4, die hij niet mag slaan."}},
      {"chess+lortap",
       "4k3/8/8/8/8/8/3K4/4R3 w - - 0 1",
       {},
       "d2c3",
       {"Lortap: a guarded unit does not check", "Lortap : une unité protégée ne fait pas échec",
        "Lortap: een gedekte eenheid geeft geen schaak"},
       {"Patrouille reversed: a unit may capture or check only while no unit of its side guards it. The "
        "white rook on e1, guarded by its king on d2, does not check the black king. The king steps away "
        "to c3, and now the unguarded rook checks.",
        "La Patrouille à l'envers : une unité ne peut prendre ou faire échec que si aucune unité de son camp "
        "ne la protège. La tour blanche e1, protégée par son roi d2, ne fait pas échec au roi noir. Le roi "
        "s'écarte en c3 et la tour, sans protection, fait échec.",
        "Patrouille omgekeerd: een eenheid mag alleen slaan of schaak geven als geen eenheid van haar kant "
        "haar dekt. De witte toren op e1, gedekt door zijn koning op d2, zet de zwarte koning niet schaak. "
        "De koning stapt opzij naar c3, en nu geeft de ongedekte toren schaak."}},
      {"chess+ultrapatrol",
       "4k3/7p/8/8/8/8/8/RN2K3 w - - 0 1",
       {},
       "b1c3",
       {"Ultra-Patrouille: only a guarded unit moves", "Ultra-Patrouille : seule une unité protégée joue",
        "Ultra-Patrouille: alleen een gedekte eenheid zet"},
       {"A unit may move at all only while a unit of its side guards it. The knight on b1 is guarded by the "
        "rook on a1 and goes to c3; the rook itself, guarded by nothing, and the unguarded king cannot move.",
        "Une unité ne peut jouer que tant qu'une unité de son camp la protège. Le cavalier b1 est protégé "
        "par la tour a1 et va en c3 ; la tour elle-même, que rien ne protège, et le roi sans protection ne "
        "peuvent pas jouer.",
        "Een eenheid mag alleen zetten zolang een eenheid van haar kant haar dekt. Het paard op b1 wordt "
        "gedekt door de toren op a1 en gaat naar c3; de toren zelf, door niets gedekt, en de ongedekte "
        "koning kunnen niet zetten."}},
      {"chess+central",
       "4k3/7p/8/N7/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d4",
       {"Central: linked to the king", "Central : relié au roi", "Centraal: verbonden met de koning"},
       {"A unit may move only when a chain of units of its side, each guarding the next, links it to its "
        "king. The rook on d1 is guarded by the king and goes to d4; the knight on a5, guarded by nothing, "
        "cannot move.",
        "Une unité ne peut jouer que si une chaîne d'unités de son camp, chacune protégeant la suivante, la "
        "relie à son roi. La tour d1 est protégée par le roi et va en d4 ; le cavalier a5, que rien ne "
        "protège, ne peut pas jouer.",
        "Een eenheid mag alleen zetten als een keten van eenheden van haar kant, elk de volgende dekkend, "
        "haar met haar koning verbindt. De toren op d1 wordt door de koning gedekt en gaat naar d4; het "
        "paard op a5, door niets gedekt, kan niet zetten."}},
      {"chess+hypervolage",
       "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a2",
       {"Hypervolage: a change of side at every change of colour",
        "Hypervolage : un changement de camp à chaque changement de couleur",
        "Hypervolage: van kant wisselen bij elke kleurwissel"},
       {"A unit other than a king changes side every time it moves to a square of the other colour, not "
        "only the first time as in Volage. The white rook goes from a1, a dark square, to a2, a light one, "
        "and becomes black. Rb1 is not a move: the new black rook would check its own former king.",
        "Une unité autre qu'un roi change de camp chaque fois qu'elle va sur une case de l'autre couleur, "
        "et pas seulement la première fois comme en Volage. La tour blanche va de a1, case noire, en a2, "
        "case blanche, et devient noire. Tb1 n'est pas un coup : la nouvelle tour noire ferait échec à son "
        "ancien roi.",
        "Een eenheid, behalve een koning, wisselt van kant telkens als ze naar een veld van de andere kleur "
        "gaat, niet alleen de eerste keer zoals bij Volage. De witte toren gaat van a1, een donker veld, "
        "naar a2, een licht veld, en wordt zwart. Tb1 is geen zet: de nieuwe zwarte toren zou zijn vroegere "
        "koning schaak zetten."}},
      {"chess+masandgeneralised",
       "4k3/8/8/8/4N3/8/8/1b2R1K1 w - - 0 1",
       {},
       "e4c5",
       {"Masand generalised: a discovered check recolours",
        "Masand généralisé : un échec à la découverte recolore",
        "Masand veralgemeend: een aftrekschaak kleurt om"},
       {"Every unit of the mover's side that checks after the move turns the units it attacks to the other "
        "side, not only the unit that moved. The knight leaves e4, the rook on e1 now checks, and the black "
        "bishop on b1, which the rook attacks along the first rank, turns white. Under plain Masand the "
        "bishop would stay black.",
        "Toute unité du camp qui joue et qui fait échec après le coup fait changer de camp les unités "
        "qu'elle attaque, pas seulement l'unité qui a joué. Le cavalier quitte e4, la tour e1 fait alors "
        "échec, et le fou noir b1, qu'elle attaque sur la première rangée, devient blanc. Au Masand simple, "
        "le fou resterait noir.",
        "Elke eenheid van de kant die zet en na de zet schaak geeft, laat de eenheden die ze aanvalt van "
        "kant wisselen, niet alleen de eenheid die zette. Het paard verlaat e4, de toren op e1 geeft nu "
        "schaak, en de zwarte loper op b1, die de toren langs de eerste rij aanvalt, wordt wit. Bij gewoon "
        "Masand bleef de loper zwart."}},
      {"chess+bichrom",
       "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a8",
       {"Bichrome: every move changes colour", "Bichrome : tout coup change de couleur",
        "Bichroom: elke zet wisselt van kleur"},
       {"Every move must go to a square of the other colour, and a unit attacks only such squares. The "
        "white rook goes from a1, dark, to a8, light. It gives no check: taking the king on e8, another "
        "light square, would not be a move.",
        "Tout coup doit aller sur une case de l'autre couleur, et une unité n'attaque que de telles cases. "
        "La tour blanche va de a1, case noire, en a8, case blanche. Elle ne fait pas échec : prendre le roi "
        "e8, autre case blanche, ne serait pas un coup.",
        "Elke zet moet naar een veld van de andere kleur gaan, en een eenheid valt alleen zulke velden aan. "
        "De witte toren gaat van a1, donker, naar a8, licht. Hij geeft geen schaak: de koning op e8 slaan, "
        "ook een licht veld, zou geen zet zijn."}},
      {"chess+isardam",
       "4k3/8/8/8/7r/8/8/3RK3 w - - 0 1",
       {},
       "d1d3",
       {"Isardam: no two like enemies facing each other",
        "Isardam : deux ennemis semblables ne se font pas face",
        "Isardam: geen twee gelijke vijanden tegenover elkaar"},
       {"No move may leave two units of the same kind and opposite sides attacking each other. The white "
        "rook may go up the d-file to d3, but not to d4, where it and the black rook on h4 would attack "
        "each other along the fourth rank.",
        "Aucun coup ne peut laisser deux unités de même sorte et de camps opposés s'attaquer. La tour "
        "blanche peut monter la colonne d jusqu'en d3, mais pas en d4, où elle et la tour noire h4 "
        "s'attaqueraient le long de la quatrième rangée.",
        "Geen zet mag twee eenheden van dezelfde soort en van tegengestelde kanten elkaar laten aanvallen. "
        "De witte toren mag de d-lijn op naar d3, maar niet naar d4, waar hij en de zwarte toren op h4 "
        "elkaar langs de vierde rij zouden aanvallen."}},
      {"chess+sat",
       nullptr,
       {},
       "g1f3",
       {"SAT: a flight is a check", "SAT : une case de fuite est un échec", "SAT: een vluchtveld is schaak"},
       {"A side is in check when its king has a flight: a square next to it where it would not be "
        "attacked. At the start no king has one. 1.e4 is not a move, since it frees e2 for the white king "
        "and so puts White in check; 1.Nf3 frees nothing next to the king and is legal.",
        "Un camp est en échec quand son roi a une case de fuite : une case voisine où il ne serait pas "
        "attaqué. Au départ, aucun roi n'en a. 1.e4 n'est pas un coup, car il libère e2 pour le roi blanc "
        "et met donc les Blancs en échec ; 1.Cf3 ne libère rien autour du roi et est légal.",
        "Een kant staat schaak als zijn koning een vluchtveld heeft: een veld ernaast waar hij niet "
        "aangevallen zou worden. Bij het begin heeft geen koning er een. 1.e4 is geen zet, want het maakt "
        "e2 vrij voor de witte koning en zet Wit dus schaak; 1.Pf3 maakt niets naast de koning vrij en is "
        "legaal."}},
      {"chess+vogtlaender",
       "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a7",
       {"Vogtländer: the attacker is in check", "Vogtländer : c'est l'attaquant qui est en échec",
        "Vogtländer: de aanvaller staat schaak"},
       {"A side is in check when it attacks the enemy king, so no move may give check. The white rook may "
        "go to a7 but not to a8, where it would attack the black king along the eighth rank.",
        "Un camp est en échec quand il attaque le roi adverse : aucun coup ne peut donc faire échec. La tour "
        "blanche peut aller en a7 mais pas en a8, où elle attaquerait le roi noir le long de la huitième "
        "rangée.",
        "Een kant staat schaak als hij de vijandelijke koning aanvalt, dus mag geen zet schaak geven. De "
        "witte toren mag naar a7 maar niet naar a8, waar hij de zwarte koning langs de achtste rij zou "
        "aanvallen."}},
      {"chess+brunner",
       "3k4/8/8/3r4/6K1/8/8/3R4 w - - 0 1",
       {},
       "g4g5",
       {"Brunner: a pinned unit does not check", "Brunner : une unité clouée ne fait pas échec",
        "Brunner: een gepende eenheid geeft geen schaak"},
       {"An attack on a king counts only if taking the king would not leave the taker's own king in check. "
        "The black rook on d5 is pinned by the white rook on d1 against its king on d8, so the white king "
        "may step to g5, on the rook's rank: taking it there would expose the black king.",
        "Une attaque contre un roi ne compte que si la prise du roi ne laisse pas en échec le roi du "
        "preneur. La tour noire d5 est clouée par la tour blanche d1 devant son roi d8 : le roi blanc peut "
        "donc aller en g5, sur la rangée de la tour, car l'y prendre exposerait le roi noir.",
        "Een aanval op een koning telt alleen als het slaan van de koning de eigen koning van de slaande "
        "eenheid niet schaak laat staan. De zwarte toren op d5 staat gepend door de witte toren op d1 voor "
        "zijn koning op d8, dus mag de witte koning naar g5, op de rij van de toren: hem daar slaan zou de "
        "zwarte koning blootstellen."}},
      {"chess+immun",
       "3rk3/8/8/1q6/8/8/8/4K3 b - - 0 1",
       {},
       "b5e2",
       {"Immune: a unit whose Circe square is taken", "Immun : une unité dont la case Circé est occupée",
        "Immuun: een eenheid waarvan het Circe-veld bezet is"},
       {"A unit cannot be captured while its Circe rebirth square is occupied. The black queen goes to e2 "
        "and checks; the white king may not take her, because her rebirth square d8 holds the black rook. "
        "Every flight is covered: it is mate, where in chess Kxe2 would answer it.",
        "Une unité ne peut pas être prise tant que sa case de renaissance Circé est occupée. La dame noire "
        "va en e2 et fait échec ; le roi blanc ne peut pas la prendre, car sa case de renaissance d8 est "
        "occupée par la tour noire. Toutes les fuites sont gardées : c'est mat, là où aux échecs Rxe2 "
        "parerait.",
        "Een eenheid kan niet geslagen worden zolang haar Circe-veld bezet is. De zwarte dame gaat naar e2 "
        "en geeft schaak; de witte koning mag haar niet slaan, want haar wedergeboorteveld d8 is bezet door "
        "de zwarte toren. Elk vluchtveld is gedekt: het is mat, waar bij gewoon schaak Kxe2 zou volstaan."}},
      {"chess+phantom",
       "5k2/8/8/8/4R3/8/8/4K3 w - - 0 1",
       {},
       "e4h5/@h1",
       {"Phantom chess: moving from home as well", "Échecs fantômes : jouer aussi depuis sa case d'origine",
        "Fantoomschaak: ook vanaf het beginveld zetten"},
       {"A unit may move from where it stands or, as in Mars Circe, from its Circe home square, capturing "
        "or not. The white rook on e4, a light square, has the rook's light home square h1 as well: from "
        "there it goes up the h-file to h5.",
        "Une unité peut jouer depuis sa case, ou, comme en Circé Mars, depuis sa case de renaissance Circé, "
        "avec ou sans prise. La tour blanche e4, sur une case blanche, dispose aussi de h1, la case blanche "
        "de la tour : de là, elle monte la colonne h jusqu'en h5.",
        "Een eenheid mag zetten vanaf haar veld of, zoals bij Mars-Circe, vanaf haar Circe-veld, met of "
        "zonder slaan. De witte toren op e4, een wit veld, heeft ook h1, het witte beginveld van de toren: "
        "van daar gaat hij de h-lijn op naar h5."}},
      {"chess+plus",
       "6k1/7p/8/7n/3R4/8/8/4K3 w - - 0 1",
       {},
       "d4h5/@e5",
       {"Plus chess: the centre squares lend their lines",
        "Échecs Plus : les cases centrales prêtent leurs lignes",
        "Plusschaak: de middenvelden lenen hun lijnen"},
       {"A unit on one of the four centre squares may also capture as if it stood on any of the others. "
        "The white rook on d4 takes the black knight on h5 along the fifth rank, as from e5.",
        "Une unité sur l'une des quatre cases centrales peut aussi prendre comme si elle se trouvait sur "
        "l'une des autres. La tour blanche d4 prend le cavalier noir h5 le long de la cinquième rangée, "
        "comme depuis e5.",
        "Een eenheid op een van de vier middenvelden mag ook slaan alsof ze op een van de andere stond. De "
        "witte toren op d4 slaat het zwarte paard op h5 langs de vijfde rij, als vanaf e5."}},
      {"chess+disparate",
       nullptr,
       {"e2e4", "g8f6"},
       "e4e5",
       {"Disparate: the kind just moved stands still", "Disparate : la sorte qui vient de jouer est figée",
        "Disparate: de soort die net zette, staat stil"},
       {"A side may not move a unit of the kind the opponent has just moved. Black has just played a "
        "knight, so White's knights stand still: 2.Nc3 is not a move. White plays 2.e5 and attacks the "
        "knight.",
        "Un camp ne peut pas jouer une unité de la sorte que l'adversaire vient de jouer. Les Noirs viennent "
        "de jouer un cavalier : les cavaliers blancs sont figés, 2.Cc3 n'est pas un coup. Les Blancs jouent "
        "2.e5 et attaquent le cavalier.",
        "Een kant mag geen eenheid zetten van de soort die de tegenstander net zette. Zwart heeft net een "
        "paard gezet, dus staan de witte paarden stil: 2.Pc3 is geen zet. Wit speelt 2.e5 en valt het paard "
        "aan."}},
      {"chess+duellist",
       nullptr,
       {"g1f3", "e7e5"},
       "f3e5",
       {"Duellists: the same unit again", "Duellistes : encore la même unité",
        "Duellisten: weer dezelfde eenheid"},
       {"Each side must move again the unit it moved last, as long as that unit can move. White's last move "
        "was the knight's, so White must move it again: here it takes the pawn on e5. 2.d4 is not a move.",
        "Chaque camp doit rejouer l'unité qu'il a jouée en dernier, tant qu'elle peut jouer. Le dernier "
        "coup blanc était celui du cavalier : les Blancs doivent le rejouer, ici en prenant le pion e5. "
        "2.d4 n'est pas un coup.",
        "Elke kant moet de eenheid die hij het laatst zette opnieuw zetten, zolang die kan zetten. De "
        "laatste zet van Wit was die van het paard, dus moet Wit het opnieuw zetten: hier slaat het de pion "
        "op e5. 2.d4 is geen zet."}},
      {"chess+allin",
       nullptr,
       {},
       "e7e5",
       {"All-in-Chess: moving the opponent's units", "Échecs All-in : jouer les unités adverses",
        "All-in-schaak: de eenheden van de tegenstander zetten"},
       {"Either side may move any unit, its own or the opponent's, as long as its own king is not left in "
        "check. White's first move here is Black's pawn from e7 to e5.",
        "Chaque camp peut jouer n'importe quelle unité, la sienne ou celle de l'adversaire, pourvu que son "
        "propre roi ne reste pas en échec. Le premier coup des Blancs est ici le pion noir de e7 en e5.",
        "Elke kant mag elke eenheid zetten, een eigen of een van de tegenstander, zolang zijn eigen koning "
        "niet schaak blijft staan. De eerste zet van Wit is hier de zwarte pion van e7 naar e5."}},
      {"chess+halfin",
       nullptr,
       {},
       "g8f6",
       {"Half-in-Chess: only the opponent's units", "Échecs Half-in : seulement les unités adverses",
        "Half-in-schaak: alleen de eenheden van de tegenstander"},
       {"Each side moves only the other side's units. White's first move must be a black unit's: here the "
        "black knight from g8 to f6.",
        "Chaque camp ne joue que les unités de l'autre camp. Le premier coup des Blancs doit être celui "
        "d'une unité noire : ici le cavalier noir de g8 en f6.",
        "Elke kant zet alleen de eenheden van de andere kant. De eerste zet van Wit moet er een van een "
        "zwarte eenheid zijn: hier het zwarte paard van g8 naar f6."}},
      {"chess+mainlyin",
       nullptr,
       {"e2e4"},
       "d2d3",
       {"Mainly-in-Chess: not the unit just moved", "Échecs Mainly-in : pas l'unité qui vient de jouer",
        "Mainly-in-schaak: niet de eenheid die net zette"},
       {"Either side may move either side's units, but not the unit that has just moved. After 1.e4 Black "
        "may not push the pawn on e4 on, but may move any other unit: here White's pawn from d2 to d3.",
        "Chaque camp peut jouer les unités des deux camps, mais pas celle qui vient de jouer. Après 1.e4, "
        "les Noirs ne peuvent pas pousser le pion e4, mais peuvent jouer toute autre unité : ici le pion "
        "blanc de d2 en d3.",
        "Elke kant mag de eenheden van beide kanten zetten, maar niet de eenheid die net zette. Na 1.e4 mag "
        "Zwart de pion op e4 niet verder zetten, maar wel elke andere eenheid: hier de witte pion van d2 "
        "naar d3."}},
      {"chess+blackchecks",
       "4k3/7p/8/8/8/8/r7/4K3 b - - 0 1",
       {},
       "a2a1",
       {"Black checks: every Black move gives check", "Les Noirs font échec : tout coup noir fait échec",
        "Zwart geeft schaak: elke zet van Zwart geeft schaak"},
       {"Every Black move must give check; with none, Black passes. Here Black has two: the rook to a1 "
        "along the first rank, played, or to e2 on the king's file. A move that gives no check, such as "
        "h7-h6, is not allowed.",
        "Tout coup noir doit faire échec ; sans échec possible, les Noirs passent. Ici ils en ont deux : la "
        "tour en a1 le long de la première rangée, jouée, ou en e2 sur la colonne du roi. Un coup sans "
        "échec, comme h7-h6, n'est pas permis.",
        "Elke zet van Zwart moet schaak geven; is er geen, dan past Zwart. Hier heeft Zwart er twee: de "
        "toren naar a1 langs de eerste rij, gespeeld, of naar e2 op de lijn van de koning. Een zet zonder "
        "schaak, zoals h7-h6, is niet toegestaan."}},
      {"chess+whitesynchronmover",
       "r3k3/7p/8/8/8/8/P7/R3K3 b - - 0 1",
       {"a8d8"},
       "a1d1",
       {"White synchron mover: copying Black's move", "Synchrone blanc : copier le coup noir",
        "Witte synchroonzetter: de zet van Zwart nadoen"},
       {"White must make a move of the same length and direction as Black's last one, when it has one. "
        "Black's rook went three squares to the right, a8 to d8; the white rook does the same, a1 to d1, "
        "White's only such move and so its only legal one.",
        "Les Blancs doivent jouer un coup de même longueur et de même direction que le dernier coup noir, "
        "s'ils en ont un. La tour noire est allée de trois cases vers la droite, de a8 en d8 ; la tour "
        "blanche fait de même, de a1 en d1, seul coup blanc de ce genre et donc seul coup légal.",
        "Wit moet een zet doen van dezelfde lengte en richting als de laatste zet van Zwart, als hij er een "
        "heeft. De zwarte toren ging drie velden naar rechts, van a8 naar d8; de witte toren doet hetzelfde, "
        "van a1 naar d1, de enige zulke zet van Wit en dus de enige legale."}},
      {"chess+blacksynchronmover",
       "r3k3/p7/8/8/8/8/7P/R3K3 w - - 0 1",
       {"a1d1"},
       "a8d8",
       {"Black synchron mover: copying White's move", "Synchrone noir : copier le coup blanc",
        "Zwarte synchroonzetter: de zet van Wit nadoen"},
       {"Black must make a move of the same length and direction as White's last one, when it has one. "
        "White's rook went three squares to the right, a1 to d1; the black rook does the same, a8 to d8.",
        "Les Noirs doivent jouer un coup de même longueur et de même direction que le dernier coup blanc, "
        "s'ils en ont un. La tour blanche est allée de trois cases vers la droite, de a1 en d1 ; la tour "
        "noire fait de même, de a8 en d8.",
        "Zwart moet een zet doen van dezelfde lengte en richting als de laatste zet van Wit, als hij er een "
        "heeft. De witte toren ging drie velden naar rechts, van a1 naar d1; de zwarte toren doet hetzelfde, "
        "van a8 naar d8."}},
      {"chess+whiteantisynchronmover",
       "r3k3/7p/8/8/8/8/P6R/4K3 b - - 0 1",
       {"a8d8"},
       "h2e2",
       {"White anti-synchron mover: the opposite move", "Antisynchrone blanc : le coup opposé",
        "Witte antisynchroonzetter: de tegengestelde zet"},
       {"White must make a move of the same length as Black's last one in the opposite direction, when it "
        "has one. Black's rook went three squares to the right, a8 to d8; the white rook goes three to the "
        "left, h2 to e2, and checks the black king up the open e-file.",
        "Les Blancs doivent jouer un coup de même longueur que le dernier coup noir, en sens opposé, s'ils "
        "en ont un. La tour noire est allée de trois cases vers la droite, de a8 en d8 ; la tour blanche va "
        "de trois cases vers la gauche, de h2 en e2, et fait échec au roi noir par la colonne e ouverte.",
        "Wit moet een zet doen van dezelfde lengte als de laatste zet van Zwart, in de tegengestelde "
        "richting, als hij er een heeft. De zwarte toren ging drie velden naar rechts, van a8 naar d8; de "
        "witte toren gaat drie velden naar links, van h2 naar e2, en zet de zwarte koning schaak langs de "
        "open e-lijn."}},
      {"chess+blackantisynchronmover",
       "4k3/7r/8/8/8/8/7P/R3K3 w - - 0 1",
       {"a1d1"},
       "h7e7",
       {"Black anti-synchron mover: the opposite move", "Antisynchrone noir : le coup opposé",
        "Zwarte antisynchroonzetter: de tegengestelde zet"},
       {"Black must make a move of the same length as White's last one in the opposite direction, when it "
        "has one. White's rook went three squares to the right, a1 to d1; the black rook goes three to the "
        "left, h7 to e7, and checks the white king down the open e-file.",
        "Les Noirs doivent jouer un coup de même longueur que le dernier coup blanc, en sens opposé, s'ils "
        "en ont un. La tour blanche est allée de trois cases vers la droite, de a1 en d1 ; la tour noire va "
        "de trois cases vers la gauche, de h7 en e7, et fait échec au roi blanc par la colonne e ouverte.",
        "Zwart moet een zet doen van dezelfde lengte als de laatste zet van Wit, in de tegengestelde "
        "richting, als hij er een heeft. De witte toren ging drie velden naar rechts, van a1 naar d1; de "
        "zwarte toren gaat drie velden naar links, van h7 naar e7, en zet de witte koning schaak langs de "
        "open e-lijn."}},
      {"chess+haaner",
       "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1",
       {},
       "a1a5",
       {"Haan chess: the square left becomes a hole", "Échecs de Haan : la case quittée devient un trou",
        "Haanschaak: het verlaten veld wordt een gat"},
       {"Every square a unit leaves becomes a hole: nothing may stand on it or pass over it again. The "
        "white rook goes from a1 to a5, and a1 is a hole from now on (drawn empty; the FEN writes #).",
        "Toute case qu'une unité quitte devient un trou : plus rien ne peut s'y arrêter ni la traverser. La "
        "tour blanche va de a1 en a5, et a1 est désormais un trou (dessiné vide ; la FEN l'écrit #).",
        "Elk veld dat een eenheid verlaat, wordt een gat: niets mag er nog op staan of overheen gaan. De "
        "witte toren gaat van a1 naar a5, en a1 is voortaan een gat (leeg getekend; de FEN schrijft #)."}},
      {"chess+castling",
       "4k3/7p/8/8/7B/8/8/4K3 w - - 0 1",
       {},
       "e1g3",
       {"Castling chess: castling along any line", "Échecs roque : roquer sur toute ligne",
        "Rokadeschaak: rokeren langs elke lijn"},
       {"A king not in check may castle with the first unit along any of its eight lines, if it stands "
        "three squares away or more: the king goes two squares towards it and the unit jumps to the square "
        "passed. Here the white king castles along the diagonal with its bishop: king e1 to g3, bishop h4 "
        "to f2.",
        "Un roi qui n'est pas en échec peut roquer avec la première unité sur l'une de ses huit lignes, si "
        "elle est à trois cases ou plus : le roi va de deux cases vers elle et l'unité saute sur la case "
        "traversée. Ici le roi blanc roque en diagonale avec son fou : roi de e1 en g3, fou de h4 en f2.",
        "Een koning die niet schaak staat, mag rokeren met de eerste eenheid op een van zijn acht lijnen, "
        "als die drie velden of meer verder staat: de koning gaat twee velden naar haar toe en de eenheid "
        "springt naar het gepasseerde veld. Hier rokeert de witte koning diagonaal met zijn loper: koning "
        "van e1 naar g3, loper van h4 naar f2."}},
      {"chess+rokagogo",
       "4k3/4p3/8/4R3/8/8/8/4K3 w - - 0 1",
       {},
       "e1e3",
       {"Rokagogo: castling with a rook up the file", "Rokagogo : roquer avec une tour sur la colonne",
        "Rokagogo: rokeren met een toren op de lijn"},
       {"King and rook may castle on any of the king's ranks and files, and again and again, without "
        "rights. The white king castles up the e-file with its rook on e5: the king goes two squares, e1 "
        "to e3, and the rook jumps over it to e2.",
        "Le roi et une tour peuvent roquer sur toute rangée et colonne du roi, encore et encore, sans droit "
        "de roque. Le roi blanc roque en montant la colonne e avec sa tour e5 : le roi va de deux cases, de "
        "e1 en e3, et la tour saute par-dessus lui en e2.",
        "Koning en toren mogen rokeren op elke rij en lijn van de koning, telkens weer, zonder "
        "rokaderecht. De witte koning rokeert de e-lijn op met zijn toren op e5: de koning gaat twee "
        "velden, van e1 naar e3, en de toren springt over hem heen naar e2."}},
      {"chess+cavaliermajeur",
       nullptr,
       {},
       "b1e7",
       {"Cavalier majeur: the nightrider's long leaps", "Cavalier majeur : les longs sauts du noctambule",
        "Cavalier majeur: de lange sprongen van de nachtruiter"},
       {"Nightriders stand where the knights stood. A nightrider makes any number of knight's leaps in one "
        "direction while the squares on the way are empty: on the first move the white one goes b1, c3, "
        "d5 and takes the pawn on e7.",
        "Des noctambules remplacent les cavaliers. Un noctambule enchaîne des sauts de cavalier dans une "
        "même direction tant que les cases du chemin sont vides : dès le premier coup, le noctambule blanc "
        "part de b1, passe par c3 et d5 et prend le pion e7.",
        "Nachtruiters staan waar de paarden stonden. Een nachtruiter maakt in één richting zoveel "
        "paardensprongen als hij wil, zolang de velden onderweg leeg zijn: bij de eerste zet gaat de witte "
        "van b1 via c3 en d5 en slaat de pion op e7."}},
      {"chess+rose",
       nullptr,
       {},
       "b1e4",
       {"Rose: a mate on the first move", "Rose : un mat au premier coup", "Roos: mat bij de eerste zet"},
       {"Roses stand where the knights stood. A rose makes knight's leaps turning round a circle, one way "
        "or the other, while the squares on the way are empty. The white rose goes b1, c3, e4, and from e4 "
        "it reaches e8 both by d6 and by f6: the black king, walled in by its own units, is mated at once.",
        "Des roses remplacent les cavaliers. Une rose enchaîne des sauts de cavalier en tournant sur un "
        "cercle, dans un sens ou dans l'autre, tant que les cases du chemin sont vides. La rose blanche part "
        "de b1, passe par c3 et arrive en e4 ; de là elle atteint e8 par d6 comme par f6 : le roi noir, muré "
        "par ses propres "
        "unités, est mat tout de suite.",
        "Rozen staan waar de paarden stonden. Een roos maakt paardensprongen die rond een cirkel draaien, "
        "de ene of de andere kant op, zolang de velden onderweg leeg zijn. De witte roos gaat van b1 via c3 "
        "naar e4, en vanaf daar bereikt ze e8 zowel via d6 als via f6: de zwarte koning, ingesloten door "
        "zijn "
        "eigen eenheden, staat meteen mat."}},
      {"chess+locusauteur",
       "4k3/7p/8/3p4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d6",
       {"Locusauteur: the locust takes by jumping", "Locusauteur : la locuste prend en sautant",
        "Locusauteur: de locust slaat door te springen"},
       {"Locusts take the place of the knights, bishops, rooks and queens. A locust moves only to capture: "
        "along its lines it jumps over an enemy unit to the empty square just behind it, and the unit "
        "jumped is taken. The white rook-locust on d1 jumps the black pawn on d5 and lands on d6.",
        "Des locustes remplacent les cavaliers, fous, tours et dames. Une locuste ne joue que pour "
        "prendre : sur ses lignes, elle saute par-dessus une unité adverse jusqu'à la case vide juste "
        "derrière, et l'unité sautée est prise. La tour-locuste blanche d1 saute le pion noir d5 et "
        "atterrit en d6.",
        "Locusts nemen de plaats in van de paarden, lopers, torens en dames. Een locust zet alleen "
        "om te slaan: langs zijn lijnen springt hij over een vijandelijke eenheid naar het lege veld er "
        "direct achter, en de overgesprongen eenheid is geslagen. De witte torenlocust op d1 springt "
        "over de zwarte pion op d5 en landt op d6."}},
      {"chess+singlebox",
       "4k3/1P6/8/8/8/8/8/QRBNK3 w - - 0 1",
       {},
       "b7b8r",
       {"SingleBox: promotion to a lost kind", "SingleBox : promotion en une sorte perdue",
        "SingleBox: promotie tot een verloren soort"},
       {"A pawn may promote only to a kind of which its side has fewer than at the start. White still has "
        "its only queen, so b8=Q is not a move; it has lost a rook, a bishop and a knight, and takes a "
        "rook, which checks along the eighth rank.",
        "Un pion ne peut se promouvoir qu'en une sorte dont son camp a moins qu'au départ. Les Blancs ont "
        "toujours leur unique dame : b8=D n'est pas un coup ; ils ont perdu une tour, un fou et un "
        "cavalier, et prennent une tour, qui fait échec le long de la huitième rangée.",
        "Een pion mag alleen promoveren tot een soort waarvan zijn kant er minder heeft dan bij het begin. "
        "Wit heeft zijn enige dame nog, dus is b8=D geen zet; het verloor een toren, een loper en een "
        "paard, en kiest een toren, die schaak geeft langs de achtste rij."}},
      {"chess+cuckoocirce",
       "4k3/7p/8/3n4/8/8/8/3RK3 w - - 0 1",
       {},
       "d1d5",
       {"Cuckoo Circe: reborn in the capturer's nest", "Circé coucou : renaître dans le nid du preneur",
        "Koekoek-Circe: herboren in het nest van de slaande eenheid"},
       {"As in Couscous Circe, the captured unit is reborn on the square where its capturer would be "
        "reborn. The white rook takes the black knight on d5, a light square, so the knight appears on h1, "
        "the white rook's light home square.",
        "Comme en Circé couscous, l'unité prise renaît sur la case où renaîtrait son preneur. La tour "
        "blanche prend le cavalier noir d5, case blanche : le cavalier réapparaît donc en h1, case blanche "
        "d'origine de la tour blanche.",
        "Zoals bij Couscous-Circe wordt de geslagen eenheid herboren op het veld waar haar slaande eenheid "
        "herboren zou worden. De witte toren slaat het zwarte paard op d5, een wit veld, dus verschijnt het "
        "paard op h1, het witte beginveld van de witte toren."}},
      {"chess+republican",
       "8/Q7/5K2/8/8/8/p7/8 w - - 0 1",
       {},
       "a7e7/+ke8",
       {"Republican chess: the king placed to be mated", "Échecs républicains : le roi placé pour être maté",
        "Republikeins schaak: de koning geplaatst om mat te staan"},
       {"Black has no king on the board. A move after which the black king could be placed on a square "
        "where it would stand mated may place it there, and wins. The white queen goes to e7 and the black "
        "king is set on e8: in check from the queen, which the white king guards, with every flight "
        "covered.",
        "Les Noirs n'ont pas de roi sur l'échiquier. Un coup après lequel le roi noir pourrait être placé "
        "sur une case où il serait mat peut l'y placer, et gagne. La dame blanche va en e7 et le roi noir "
        "est posé en e8 : en échec par la dame, que le roi blanc protège, toutes ses fuites gardées.",
        "Zwart heeft geen koning op het bord. Een zet waarna de zwarte koning op een veld gezet zou kunnen "
        "worden waar hij mat staat, mag hem daar zetten, en wint. De witte dame gaat naar e7 en de zwarte "
        "koning wordt op e8 gezet: schaak door de dame, die de witte koning dekt, met elk vluchtveld "
        "gedekt."}},
      {"chess+progressif",
       nullptr,
       {"e2e4"},
       "e7e5",
       {"Progressive chess: longer and longer turns", "Échecs progressifs : des tours de plus en plus longs",
        "Progressief schaak: steeds langere beurten"},
       {"Each turn is one move longer than the one before: White one move, Black two, White three, and so "
        "on; a check ends a turn. After 1.e4 Black plays e7-e5, the first of its two moves, and still has "
        "the move.",
        "Chaque tour compte un coup de plus que le précédent : les Blancs un coup, les Noirs deux, les "
        "Blancs trois, et ainsi de suite ; un échec termine le tour. Après 1.e4, les Noirs jouent e7-e5, le "
        "premier de leurs deux coups, et ont encore le trait.",
        "Elke beurt is één zet langer dan de vorige: Wit één zet, Zwart twee, Wit drie, enzovoort; een "
        "schaak beëindigt de beurt. Na 1.e4 speelt Zwart e7-e5, de eerste van zijn twee zetten, en is nog "
        "steeds aan zet."}},
      {"chess+anneciens",
       nullptr,
       {"e2e4"},
       "e4e5",
       {"Annéciens: one unit moves twice", "Annéciens : une unité joue deux fois",
        "Annéciens: één eenheid zet twee keer"},
       {"Each turn is two moves of the same unit, the second from where the first ended, and the turn must "
        "change the position. White's pawn goes e2-e4 and then on to e5; now it is Black's turn. There is "
        "no check: a king may be taken, and that ends the game.",
        "Chaque tour se compose de deux coups de la même unité, le second partant d'où le premier s'est "
        "arrêté, et le tour doit changer la position. Le pion blanc va de e2 en e4 puis en e5 ; c'est "
        "maintenant aux Noirs. Il n'y a pas d'échec : un roi peut être pris, ce qui termine la partie.",
        "Elke beurt bestaat uit twee zetten van dezelfde eenheid, de tweede vanaf waar de eerste eindigde, "
        "en de beurt moet de stelling veranderen. De witte pion gaat van e2 naar e4 en dan door naar e5; nu "
        "is Zwart aan de beurt. Schaak bestaat niet: een koning mag geslagen worden, en dat beëindigt de "
        "partij."}},
      {"chess+haunted",
       "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1",
       {"d1d5", "e8f7"},
       "d5a5",
       {"Haunted chess: the taken unit comes back", "Échecs hantés : l'unité prise revient",
        "Spookschaak: de geslagen eenheid keert terug"},
       {"A captured unit waits under the square where it was taken and comes back there as soon as the "
        "square is empty again. The rook took the pawn on d5; now it leaves d5 for a5, and the black pawn "
        "returns to d5.",
        "Une unité prise attend sous la case où elle a été prise, et y revient dès que la case est de "
        "nouveau vide. La tour a pris le pion d5 ; elle quitte maintenant d5 pour a5, et le pion noir "
        "revient en d5.",
        "Een geslagen eenheid wacht onder het veld waar ze geslagen werd en keert daar terug zodra het veld "
        "weer leeg is. De toren sloeg de pion op d5; nu verlaat hij d5 naar a5, en de zwarte pion keert "
        "terug op d5."}},
      {"chess+amnesie",
       "4k3/7p/8/8/8/8/8/4K2R w K - 0 1",
       {"h1h2", "h7h6", "h2h1", "h6h5"},
       "e1g1",
       {"Amnésie: castling rights from the position alone",
        "Amnésie : le droit de roque vient de la seule position",
        "Amnésie: het rokaderecht komt alleen uit de stelling"},
       {"The rules forget what moved before: a king on its starting square and a rook of its side in a "
        "corner of its first rank may castle. The white rook went h1-h2 and came back; in chess it would "
        "have lost its right, here White castles.",
        "Les règles oublient ce qui a bougé auparavant : un roi sur sa case de départ et une tour de son "
        "camp dans un coin de sa première rangée peuvent roquer. La tour blanche est allée de h1 en h2 puis "
        "est revenue ; aux échecs elle aurait perdu son droit, ici les Blancs roquent.",
        "De regels vergeten wat eerder zette: een koning op zijn beginveld en een toren van zijn kant in "
        "een hoek van zijn eerste rij mogen rokeren. De witte toren ging van h1 naar h2 en kwam terug; bij "
        "gewoon schaak had hij zijn recht verloren, hier rokeert Wit."}},
      {"chess+augsburg",
       "4k3/7p/8/8/8/8/3P4/3RK3 w - - 0 1",
       {},
       "d1d2",
       {"Augsburg: units that share a square", "Augsbourg : des unités qui partagent une case",
        "Augsburg: eenheden die een veld delen"},
       {"A unit other than a king may join a friend on its square, by a move it could make were the square "
        "empty: the two form a stack, and each keeps its own walk. The white rook joins the pawn on d2; "
        "later either may move, carrying the other along or leaving it.",
        "Une unité autre qu'un roi peut rejoindre une unité amie sur sa case, par un coup qu'elle pourrait "
        "jouer si la case était vide : les deux forment une pile, et chacune garde sa propre marche. La "
        "tour blanche rejoint le pion d2 ; plus tard, l'une ou l'autre pourra jouer, en emmenant l'autre ou "
        "en la laissant.",
        "Een eenheid, behalve een koning, mag zich bij een eigen eenheid op haar veld voegen, met een zet "
        "die ze zou kunnen doen als het veld leeg was: samen vormen ze een stapel, en elk houdt haar eigen "
        "gang. De witte toren voegt zich bij de pion op d2; later mag elk van beide zetten, en de andere "
        "meenemen of achterlaten."}},
      // The first capture, going on (its coordinates "d1d5/d5-": the same squares without "/d5-" take
      // the knight and end the turn), is the position before; the example is the series' second step.
      {"chess+seriescapture",
       "4k3/8/8/p2n4/8/8/8/3R3K w - - 0 1",
       {"d1d5/d5-"},
       "d5a5",
       {"Series capture: a capture that goes on", "Captures en série : une prise qui continue",
        "Serieslag: een slagzet die doorgaat"},
       {"The white rook has taken the knight on d5 and, having captured, goes on in the same turn: White "
        "is still to move, and only that rook may. From d5 it takes the pawn on a5 too. It could go on "
        "again after this second capture; it stops here, and Black moves. A move that takes nothing would "
        "have ended the series.",
        "La tour blanche a pris le cavalier d5 et, ayant pris, continue dans le même tour : les Blancs ont "
        "encore le trait, et seule cette tour peut jouer. De d5 elle prend aussi le pion a5. Elle pourrait "
        "continuer encore après cette deuxième prise ; elle s'arrête ici, et les Noirs jouent. Un coup "
        "sans prise aurait terminé la série.",
        "De witte toren heeft het paard op d5 geslagen en gaat, omdat hij sloeg, in dezelfde beurt door: "
        "Wit is nog aan zet, en alleen die toren mag zetten. Vanaf d5 slaat hij ook de pion op a5. Na deze "
        "tweede slagzet zou hij nog verder mogen; hij stopt hier, en Zwart is aan zet. Een zet die niets "
        "slaat, had de reeks beëindigd."}},
  };
  return list;
}

// The conditions that show nothing on a board when played alone on chess, and why: their page says so
// rather than showing no example (an example would be a game of chess).
struct NothingToShow {
  const char* variant;
  ExampleWords why;
};

const std::vector<NothingToShow>& nothing_to_show() {
  static const std::vector<NothingToShow> list = {
      {"chess+noiprom",
       {"No example board: NoIProm forbids a promotion into an imitator, and a game of chess has no "
        "imitators, so alone it changes nothing on the board. It matters only beside Imitator, in problems.",
        "Pas d'exemple : NoIProm interdit la promotion en imitateur, et une partie d'échecs n'a pas "
        "d'imitateur ; seule, la condition ne change donc rien sur l'échiquier. Elle ne compte qu'avec "
        "Imitator, dans les problèmes.",
        "Geen voorbeeld: NoIProm verbiedt de promotie tot imitator, en een schaakpartij heeft geen "
        "imitators; alleen verandert de conditie dus niets op het bord. Ze telt pas samen met Imitator, in "
        "problemen."}},
      {"chess+bgl",
       {"No example board: BGL limits each side's moves by a budget of distance, and the name of a game "
        "gives no budget; without one there is no limit, and the game is chess, move for move. A problem "
        "gives the budget (Condition BGL 10 15).",
        "Pas d'exemple : BGL limite les coups de chaque camp par un budget de distance, et le nom d'une "
        "partie ne donne pas de budget ; sans budget il n'y a pas de limite, et la partie est celle des "
        "échecs, coup pour coup. Un problème donne le budget (Condition BGL 10 15).",
        "Geen voorbeeld: BGL beperkt de zetten van elke partij met een afstandsbudget, en de naam van een "
        "partij geeft geen budget; zonder budget is er geen grens, en de partij is gewoon schaak, zet voor "
        "zet. Een probleem geeft het budget op (Condition BGL 10 15)."}},
      {"chess+alsacien",
       {"No example board: Alsacien forbids a move that leaves the king in check as orthodox chess sees "
        "it, where other conditions say it is not (a paralysed attacker, an occupied rebirth square). "
        "Alone on chess, orthodox check is the only check, so every game is a game of chess; it shows "
        "only beside a condition that changes check, such as Madrasi or Circe.",
        "Pas d'exemple : l'Alsacien interdit un coup qui laisse le roi en échec au sens orthodoxe, là où "
        "d'autres conditions disent qu'il ne l'est pas (un attaquant paralysé, une case de renaissance "
        "occupée). Seul sur les échecs, l'échec orthodoxe est le seul échec : toute partie est une partie "
        "d'échecs. La condition ne se voit qu'avec une condition qui change l'échec, comme Madrasi ou "
        "Circé.",
        "Geen voorbeeld: Alsacien verbiedt een zet die de koning schaak laat staan zoals het orthodoxe "
        "schaak het ziet, waar andere condities zeggen dat hij niet schaak staat (een verlamde aanvaller, "
        "een bezet wedergeboorteveld). Alleen op gewoon schaak is het orthodoxe schaak het enige schaak, "
        "dus elke partij is een schaakpartij; de conditie is pas te zien naast een conditie die het schaak "
        "verandert, zoals Madrasi of Circe."}},
      {"chess+deadreckoning",
       {"No example board: Dead Reckoning ends the play as soon as no mate is possible any more, in the "
        "positions Nightrider recognises by their material (bare kings, a lone minor piece, bishops all on "
        "one square colour). A game of chess already ends drawn in those very positions, so alone on "
        "chess nothing differs.",
        "Pas d'exemple : Dead Reckoning arrête le jeu dès qu'aucun mat n'est plus possible, dans les "
        "positions que Nightrider reconnaît à leur matériel (rois seuls, une pièce mineure seule, des fous "
        "tous sur des cases d'une couleur). Une partie d'échecs finit déjà nulle dans ces mêmes positions : "
        "seule sur les échecs, la condition ne change rien.",
        "Geen voorbeeld: Dead Reckoning beëindigt het spel zodra geen mat meer mogelijk is, in de "
        "stellingen die Nightrider aan hun materiaal herkent (kale koningen, één licht stuk alleen, lopers "
        "allemaal op velden van één kleur). Een schaakpartij eindigt in precies die stellingen al in "
        "remise, dus alleen op gewoon schaak verandert er niets."}},
  };
  return list;
}

// The parts of a game state an example board shows.
json board_part(const json& state) {
  json part = {
      {"fen", state["fen"]}, {"turn", state["turn"]}, {"check", state["check"]}, {"last", state["last"]}};
  return part;
}

// The game word of a condition as a page's name writes it ("circe", "Patrol", "anti-super-circe"), found
// as condition games find it; nullopt for a word that is no condition game of its own.
std::optional<std::string> example_game_word(const std::string& written) {
  const std::string word = conditions::lower_case(written);
  for (const GameCondition& game : game_conditions())
    if (game.word == word) return game.word;
  std::optional<conditions::ResolvedCondition> resolved = conditions::resolve_condition({word});
  if (!resolved) resolved = conditions::resolve_condition({word + "chess"});
  if (!resolved || !resolved->arguments.empty()) return std::nullopt;
  for (const GameCondition& game : game_conditions())
    if (game.entry == resolved->entry) return game.word;
  return std::nullopt;
}

// The example names a page shows, in the page's order: its variant's own, then for a game under
// conditions ("chess+eiffel+madrasi") each condition's examples, played alone on chess ("chess+eiffel",
// "chess+madrasi"), so that a condition's rule is seen without the others in the way.
std::vector<std::string> example_names(std::string_view variant, const Rules& rules) {
  std::vector<std::string> names = {rules.name()};
  size_t plus = variant.find('+');
  while (plus != std::string_view::npos) {
    const size_t next = variant.find('+', plus + 1);
    const std::string part(variant.substr(plus + 1, next == std::string_view::npos ? next : next - plus - 1));
    if (const std::optional<std::string> word = example_game_word(part)) {
      const std::string name = "chess+" + *word;
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
    plus = next;
  }
  return names;
}

}  // namespace

json rules_examples(std::string_view variant, std::string_view lang) {
  if (lang != "en" && lang != "fr" && lang != "nl") throw GameError("examples are in en, fr or nl");
  const std::shared_ptr<const Rules> rules = make_variant(variant);
  if (!rules) {
    const std::string why = variant.find('+') != std::string_view::npos ? variant_error(variant) : "";
    throw GameError(why.empty() ? "unknown variant (known: " + variant_names() + ")" : why);
  }
  json list = json::array();
  for (const std::string& name : example_names(variant, *rules))
    for (const RulesExample& example : examples()) {
      if (name != example.variant) continue;
      GameRecord record;
      record.id = "0000000000000000";
      record.variant = example.variant;
      record.start_fen = example.fen != nullptr ? example.fen : rules->start_fen();
      record.engine_side = play::EngineSide::None;
      for (const char* move : example.setup) record.moves.emplace_back(move);
      // Played by the rules: a move they refuse is an error here, never a wrong picture.
      Game before = Game::replay(record);
      Game after = before;
      after.play(example.move);
      json before_state = before.state();
      json after_state = after.state();
      json after_part = board_part(after_state);
      after_part["effects"] = after_state["effects"];
      after_part["result"] = after_state["result"];
      const json& played = after_state["moves"].back();
      list.push_back({{"title", example.title.in(lang)},
                      {"caption", example.caption.in(lang)},
                      {"move", played["san"]},
                      {"text", describe_move(after.rules(), after.position(), played["san"], lang)},
                      {"files", after_state["files"]},
                      {"ranks", after_state["ranks"]},
                      {"ring", after_state["ring"]},
                      {"before", board_part(before_state)},
                      {"after", std::move(after_part)}});
    }
  // (A condition that shows nothing alone says so, after the others' examples.)
  for (const std::string& name : example_names(variant, *rules))
    for (const NothingToShow& entry : nothing_to_show())
      if (name == entry.variant) list.push_back({{"note", entry.why.in(lang)}});
  return list;
}

}  // namespace nightrider::web
