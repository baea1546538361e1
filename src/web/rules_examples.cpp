#include "web/rules_examples.h"

#include <array>
#include <string>
#include <vector>

#include "variants/variants.h"
#include "web/game.h"

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
  const char* variant;
  const char* fen;  // nullptr: the variant's start position
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
  };
  return list;
}

// The parts of a game state an example board shows.
json board_part(const json& state) {
  json part = {
      {"fen", state["fen"]}, {"turn", state["turn"]}, {"check", state["check"]}, {"last", state["last"]}};
  return part;
}

}  // namespace

json rules_examples(std::string_view variant, std::string_view lang) {
  if (lang != "en" && lang != "fr" && lang != "nl") throw GameError("examples are in en, fr or nl");
  const std::shared_ptr<const Rules> rules = make_variant(variant);
  if (!rules) throw GameError("unknown variant (known: " + variant_names() + ")");
  json list = json::array();
  for (const RulesExample& example : examples()) {
    if (rules->name() != example.variant) continue;
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
                    {"text", played["text"]},
                    {"files", after_state["files"]},
                    {"ranks", after_state["ranks"]},
                    {"ring", after_state["ring"]},
                    {"before", board_part(before_state)},
                    {"after", std::move(after_part)}});
  }
  return list;
}

}  // namespace nightrider::web
