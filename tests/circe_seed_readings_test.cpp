// The Circe family under seed 001's names (RULES.md A20, A21): every name resolves to its Popeye rule
// with the words of the seed's reading, and the two readings that differ from Popeye's: Circé couscous
// takes a promoting pawn's own square (CapturerAsMoved), Circé diagramme blanc rebirths White's units
// only (WhiteOnly).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "conditions/registry.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

struct SeedReading {
  const char* seed;
  const char* keyword;
  std::vector<std::string> arguments;
};

TEST(CirceSeedNames, EachNameOfTheSpecGivesItsRule) {
  // The first column of CONDITIONS.md for the Circe family, with the seed's reading of each.
  const std::vector<SeedReading> readings = {
      {"Circé", "Circe", {}},
      {"Circé antipode", "Circe", {"Antipodes"}},
      {"Circé caméléon", "Circe", {"Chameleon"}},
      {"Circé clône", "Circe", {"Clone"}},
      {"Circé couscous", "Circe", {"Couscous", "CapturerAsMoved"}},
      {"Circé diagramme", "Circe", {"Diagram"}},
      {"Circé diagramme blanc", "Circe", {"Diagram", "WhiteOnly"}},
      {"Circé équipollent", "Circe", {"Equipollents"}},
      {"Circé inversé", "Circe", {"VerticalMirror"}},
      {"Circé kamikaze", "Circe", {"KamikazeCapturers"}},
      {"Circé symétrique", "Circe", {"Symmetry"}},
      {"Anticircé colonne", "AntiCirce", {"File", "Cheylan"}},
      {"Anticircé équipollent", "AntiCirce", {"Equipollents", "Cheylan"}},
      {"Anticircé maléfique", "AntiCirce", {"Mirror", "Cheylan"}},
  };
  for (const SeedReading& r : readings) {
    std::vector<std::string> words;
    std::string word;
    for (const char* c = r.seed;; ++c) {
      if (*c == ' ' || *c == '\0') {
        words.push_back(word);
        word.clear();
        if (*c == '\0') break;
      } else {
        word += *c;
      }
    }
    const auto resolved = conditions::resolve_condition(words);
    ASSERT_TRUE(resolved) << r.seed;
    EXPECT_EQ(std::string(resolved->entry->names.en), r.keyword) << r.seed;
    EXPECT_EQ(resolved->arguments, r.arguments) << r.seed;
    EXPECT_NO_THROW(chess_with(r.seed)) << r.seed;
  }
}

TEST(CirceSeedNames, CouscousTakesAPromotingPawnsOwnSquare) {
  // c7xd8=Q takes the rook: Popeye's Couscous puts it on the queen's square, d1; the seed's on the
  // pawn's, d2.
  const std::string fen = "3r3k/2P5/8/8/8/K7/8/8 w - - 0 1";
  EXPECT_EQ(after(*chess_with(ConditionList{{"Circe", {"Couscous"}}}), fen, "c7d8q"),
            "3Q3k/8/8/8/8/K7/8/3r4 b - - 0 1");
  EXPECT_EQ(after(*chess_with("Circé couscous"), fen, "c7d8q"), "3Q3k/8/8/8/8/K7/3r4/8 b - - 0 1");
  // Without a promotion both readings agree: Rd2xd5 sends the knight to the rook's square, h1 (d5 light).
  const std::string plain = "7k/8/8/3n4/8/K7/3R4/8 w - - 0 1";
  EXPECT_EQ(after(*chess_with("Circé couscous"), plain, "d2d5"), after(*chess_with(ConditionList{{"Circe", {"Couscous"}}}), plain, "d2d5"));
}

// Plays `ucis` from `fen` on one position (the diagram squares, Position::origin, are the FEN's).
std::string played_line(const Rules& rules, const std::string& fen, const std::vector<std::string>& ucis) {
  Position pos = parse_fen(rules, fen);
  for (const std::string& uci : ucis) {
    const auto m = parse_move(rules, pos, uci);
    if (!m) return "illegal " + uci;
    rules.play(pos, *m);
  }
  return to_fen(rules, pos);
}

TEST(CirceSeedNames, DiagramBlancRebirthsWhiteUnitsOnly) {
  // 1.Rd2-d5 Nc7xd5 (the rook goes back to d2, its diagram square) 2.Rd2xd5: under Diagram Circe the
  // knight goes back to c7; under the seed's "blanc" it disappears.
  const std::string fen = "4k3/2n5/8/8/8/8/3R4/4K3 w - - 0 1";
  const std::vector<std::string> line = {"d2d5", "c7d5", "d2d5"};
  EXPECT_EQ(played_line(*chess_with("Circé diagramme"), fen, line), "4k3/2n5/8/3R4/8/8/8/4K3 b - - 0 2");
  EXPECT_EQ(played_line(*chess_with("Circé diagramme blanc"), fen, line), "4k3/8/8/3R4/8/8/8/4K3 b - - 0 2");
  // Make/undo exact; perft two ways for couscous (a FEN does not keep the diagram squares Diagram
  // Circe reads, so its perft cannot be rebuilt from FENs).
  random_games_round_trip(*chess_with("Circé diagramme blanc"), 27);
  expect_perft_two_ways(*chess_with("Circé couscous"));
}

TEST(CirceSeedNames, KamikazeSendsTheCapturerHomeToo) {
  // RULES.md B30: the captured unit and the capturer (not a king) each go to their Circe square if it
  // is empty, else disappear. Rd2xd5: the pawn to d7, the rook (taken on light d5) to h1, reborn with
  // its castling right as a Circe rebirth is ("[h1]": the king has none) -- Popeye
  // with a kamikaze rook, `kRd2*d5[wkRd5->h1][+bPd7]`.
  const auto rules = chess_with("Circé kamikaze");
  EXPECT_EQ(after(*rules, "4k3/8/8/3p4/8/8/3R4/4K3 w - - 0 1", "d2d5"), "4k3/3p4/8/8/8/8/8/4K2R b [h1] - 0 1");
  // h1 occupied: the rook disappears (Popeye: `kRd2*d5[+bPd7]`).
  EXPECT_EQ(after(*rules, "4k3/8/8/3p4/8/8/3R4/4K2N w - - 0 1", "d2d5"), "4k3/3p4/8/8/8/8/8/4K2N b - - 0 1");
  // A capturing king stays on the capture square.
  EXPECT_EQ(after(*rules, "4k3/8/8/3p4/4K3/8/8/8 w - - 0 1", "e4d5"), "4k3/3p4/8/3K4/8/8/8/8 b - - 0 1");
  // A black capturer too: Nc6xe5 sends the pawn to e2 and the knight (taken on dark e5) to b8.
  EXPECT_EQ(after(*rules, "4k3/8/2n5/4P3/8/8/8/4K3 b - - 0 1", "c6e5"), "1n2k3/8/8/8/8/8/4P3/4K3 w - - 0 2");
  // The plain Circe moves the rook nowhere.
  EXPECT_EQ(after(*chess_with("Circé"), "4k3/8/8/3p4/8/8/3R4/4K3 w - - 0 1", "d2d5"), "4k3/3p4/8/3R4/8/8/8/4K3 b - - 0 1");
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 30);
}

}  // namespace
}  // namespace nightrider
