// Orthodox chess under fairy conditions as games (issue 26): "chess+circe" names a rule set, the engine
// plays it through UCI to a legal end, `nightrider conditions` lists the 78 seed conditions.
#include "variants/condition_games.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "conditions/seed_catalogue.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "protocol/uci.h"
#include "search/engine.h"
#include "support/condition_checks.h"
#include "support/protocol_stress.h"
#include "support/sampling.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using protocol_stress::legal_texts;

TEST(ConditionGames, AVariantUnderConditionsIsNamedWithPlusSigns) {
  const auto circe = make_variant("chess+circe");
  ASSERT_TRUE(circe);
  EXPECT_EQ(circe->name(), "chess+circe");
  // Circe: the captured pawn is reborn on its own file's second rank (d7 for Black).
  EXPECT_EQ(condition_checks::after(*circe, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"),
            "4k3/3p4/8/3P4/8/8/8/4K3 b - - 0 1");
  // Andernach: the capturer changes side. Madrasi: the e-pawns paralyse each other.
  const auto andernach = make_variant("chess+andernach");
  ASSERT_TRUE(andernach);
  EXPECT_EQ(condition_checks::after(*andernach, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"),
            "4k3/8/8/3p4/8/8/8/4K3 b - - 0 1");
  const auto madrasi = make_variant("chess+madrasi");
  ASSERT_TRUE(madrasi);
  EXPECT_FALSE(condition_checks::legal(*madrasi, "4k3/8/8/5b2/8/3B4/8/4K3 w - - 0 1", "d3c4"));
  EXPECT_TRUE(condition_checks::legal(*madrasi, "4k3/8/8/6b1/8/3B4/8/4K3 w - - 0 1", "d3c4"));
  // Several conditions, any of their Popeye keywords or seed names (hyphens for blanks), any case.
  for (const char* name : {"chess+madrasi+patrouille", "chess+Circe+Madrasi", "chess+anti-super-circe",
                           "chess+Patrouille", "chess+echecsandernach", "chess+volage"}) {
    EXPECT_TRUE(make_variant(name)) << name << ": " << variant_error(name);
    EXPECT_EQ(variant_error(name), "") << name;
  }
  // The order of their side effects is the problems' order whatever the order written (AntiCirce's
  // rebirth of the capturer before Circe's of the captured unit).
  EXPECT_EQ(condition_checks::after(*make_variant("chess+circe+anticirce"),
                                    "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"),
            condition_checks::after(*make_variant("chess+anticirce+circe"),
                                    "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
}

TEST(ConditionGames, BadNamesAreRefusedWithAReason) {
  EXPECT_EQ(make_variant("chess+nosuch"), nullptr);
  EXPECT_EQ(variant_error("chess+nosuch"),
            "unknown condition 'nosuch' in 'chess+nosuch' (see `nightrider conditions`)");
  EXPECT_EQ(variant_error("shogi+circe"),
            "unknown variant 'shogi' in 'shogi+circe' (known: " + variant_names() + ")");
  EXPECT_EQ(variant_error("chess+"), "unknown condition '' in 'chess+' (see `nightrider conditions`)");
  EXPECT_EQ(variant_error("chess+hole"), "chess+hole: Hole needs at least one square");
  EXPECT_EQ(variant_error("chess+exclusive"),
            "chess+exclusive: ExclusiveChess is a rule about a problem's aim (mate), not a game");
  // A combination without a meaning names both conditions.
  const std::string both = variant_error("chess+kamikaze+circe-clone");
  EXPECT_NE(both.find("cannot be combined"), std::string::npos) << both;
  EXPECT_EQ(variant_error("chess"), "");
  EXPECT_EQ(variant_error("xiangqi"), "unknown variant 'xiangqi' (known: " + variant_names() + ")");
}

TEST(ConditionGames, EveryPlayableConditionBuildsAndStartsAGame) {
  ASSERT_GE(game_conditions().size(), 50u);
  for (const GameCondition& g : game_conditions()) {
    SCOPED_TRACE(g.word);
    const auto rules = make_variant("chess+" + g.word);
    ASSERT_TRUE(rules) << variant_error("chess+" + g.word);
    Position start = start_position(*rules);
    EXPECT_FALSE(legal_texts(*rules, start).empty());
  }
}

// The engine under every playable condition: from the start, six plies of engine-chosen moves at depth
// 3, each a legal move of the rule set, and the search on the general board (the chess bitboards know no
// condition).
TEST(ConditionGames, TheEngineSearchesEveryPlayableCondition) {
  for (const GameCondition& g : game_conditions()) {
    SCOPED_TRACE(g.word);
    const auto rules = make_variant("chess+" + g.word);
    ASSERT_TRUE(rules);
    Position pos = start_position(*rules);
    Engine engine;
    EngineOptions options;
    options.hash_mb = 1;
    engine.set_options(options);
    SearchLimits limits;
    limits.depth = 3;
    for (int ply = 0; ply < 6 && rules->outcome(pos).result == Result::Ongoing; ++ply) {
      const SearchResult result = engine.search(*rules, pos, limits);
      ASSERT_TRUE(result.best) << "no move at ply " << ply << ": " << to_fen(*rules, pos);
      EXPECT_FALSE(result.fast_board);
      MoveList legal;
      rules->legal_moves(pos, legal);
      ASSERT_NE(std::find(legal.begin(), legal.end(), *result.best), legal.end())
          << "illegal move at ply " << ply << ": " << to_fen(*rules, pos);
      rules->play(pos, *result.best);
    }
  }
}

// Every legal move has its own coordinate text (a player names a move by it: two moves with one text
// make one of them impossible to choose, or one move generated twice counts twice in perft). Along
// random games under every playable condition, the texts of the legal moves are all different, and
// each text reads back as its own move. Not yet for three conditions, where two different moves still
// share a text (found by this test, reported, not fixed yet): Messigny (a capture and the exchange with
// the same enemy unit, c3c2 for Qxc2 and Q<->c2), Breton (the capture and which like unit it also
// removes, c5d4 for cxd4 (xd6) and cxd4 (xf7) ...), Anti-Mars Circe (castling as if from the rebirth
// squares with either of two rooks, f1c1 twice for O-O-O).
TEST(ConditionGames, NoTwoLegalMovesShareAUciText) {
  const std::set<std::string> not_yet = {"messigny", "breton", "antimarscirce"};
  uint32_t seed = 2026;
  for (const GameCondition& g : game_conditions()) {
    SCOPED_TRACE(g.word);
    if (not_yet.count(g.word)) continue;
    const auto rules = make_variant("chess+" + g.word);
    ASSERT_TRUE(rules);
    std::mt19937 rng(seed++);
    for (int game = 0; game < testing::sampled(4); ++game) {
      Position pos = start_position(*rules);
      for (int ply = 0; ply < 60; ++ply) {
        MoveList legal;
        rules->legal_moves(pos, legal);
        if (legal.empty()) break;
        std::set<std::string> seen;
        for (const Move& m : legal) {
          const std::string text = to_uci(*rules, pos, m);
          EXPECT_TRUE(seen.insert(text).second) << text << " twice in " << to_fen(*rules, pos);
          const std::optional<Move> read = parse_move(*rules, pos, text);
          EXPECT_TRUE(read && *read == m) << text << " reads as another move in " << to_fen(*rules, pos);
        }
        rules->play(pos, legal[rng() % legal.size()]);
      }
    }
  }
}

// A whole game through the UCI session, each move a fresh `position startpos moves …` and `go`, as a GUI
// plays: every bestmove legal, and the game ends on the board or by a draw rule within 1500 plies (a
// Circe game once cycled past 1500 plies: its repetitions spanned captures, which Circe undoes, and only
// positions since the last capture were compared; DrawRules now compares the whole game there).
std::string uci_game(const std::string& variant) {
  const auto rules = make_variant(variant);
  Position pos = start_position(*rules);
  std::string moves;
  for (int ply = 0; ply < 1500; ++ply) {
    const Outcome outcome = rules->outcome(pos);
    if (outcome.result != Result::Ongoing) return result_string(outcome.result) + " " + outcome.reason;
    const std::set<std::string> legal = legal_texts(*rules, pos);
    std::istringstream in("setoption name UCI_Variant value " + variant + "\nposition startpos" +
                          (moves.empty() ? "" : " moves" + moves) + "\ngo depth 2\n");
    std::ostringstream out;
    {
      protocol::UciSession session(in, out);
      session.run();
    }
    const std::string text = out.str();
    const size_t at = text.rfind("bestmove ");
    if (at == std::string::npos) return "no bestmove at ply " + std::to_string(ply) + ": " + text;
    std::string best = text.substr(at + 9);
    best = best.substr(0, best.find_first_of(" \n"));
    if (!legal.count(best)) return "illegal bestmove " + best + " at ply " + std::to_string(ply);
    MoveList list;
    rules->legal_moves(pos, list);
    bool played = false;
    for (const Move& m : list)
      if (to_uci(*rules, pos, m) == best) {
        rules->play(pos, m);
        played = true;
        break;
      }
    if (!played) return "bestmove " + best + " not found";
    moves += " " + best;
  }
  return "no end after 1500 plies: " + to_fen(*rules, pos) + " last moves" +
         moves.substr(moves.size() > 120 ? moves.size() - 120 : 0);
}

TEST(ConditionGames, TheEnginePlaysWholeGamesUnderCirceMadrasiAndAndernach) {
  for (const char* variant : {"chess+circe", "chess+madrasi", "chess+andernach"}) {
    SCOPED_TRACE(variant);
    const std::string end = uci_game(variant);
    const bool legal_end =
        end.rfind("1-0 ", 0) == 0 || end.rfind("0-1 ", 0) == 0 || end.rfind("1/2-1/2 ", 0) == 0;
    EXPECT_TRUE(legal_end) << end;
  }
}

TEST(ConditionGames, TheUciVariantOptionOffersThem) {
  std::istringstream in("uci\nquit\n");
  std::ostringstream out;
  {
    protocol::UciSession session(in, out);
    session.run();
  }
  for (const char* name :
       {" var chess+circe", " var chess+madrasi", " var chess+andernach", " var chess+patrouille"})
    EXPECT_NE(out.str().find(name), std::string::npos) << name;
}

TEST(ConditionGames, EveryPlayableConditionHasItsDefinitionInEnglishAndFrench) {
  for (const GameCondition& g : game_conditions()) {
    SCOPED_TRACE(g.word);
    const std::vector<ConditionDefinition> text = definitions_of("chess+" + g.word);
    ASSERT_EQ(text.size(), 1u);
    EXPECT_FALSE(text[0].summary.empty());
    EXPECT_GT(text[0].en.size(), 30u);
    EXPECT_GT(text[0].fr.size(), 30u);
    EXPECT_EQ(text[0].en.find("No definition"), std::string::npos);
  }
  // Each seed condition too, by its number.
  for (int n = 1; n <= 78; ++n) EXPECT_EQ(definitions_of(std::to_string(n)).size(), 1u) << n;
  EXPECT_TRUE(definitions_of("79").empty());
  EXPECT_TRUE(definitions_of("chess+nosuch").empty());
}

TEST(SeedConditions, TheSeventyEightAreNumberedInOrderAndTheSolverHasMostOfThem) {
  const auto& seeds = conditions::seed_conditions();
  ASSERT_EQ(seeds.size(), 78u);
  int resolved = 0;
  for (size_t i = 0; i < seeds.size(); ++i) {
    EXPECT_EQ(seeds[i].number, static_cast<int>(i) + 1);
    resolved += conditions::resolve_seed_condition(seeds[i]).has_value();
  }
  // (CONDITIONS.md's rows with Popeye keywords, and the seed names the conditions declare.)
  EXPECT_GE(resolved, 65);
  EXPECT_EQ(conditions::resolve_seed_condition(seeds[0])->entry->names.en, "Absorbant");
  EXPECT_EQ(conditions::resolve_seed_condition(seeds[2])->entry->names.en,
            "Alsacien");  // "Alsacien (Alsatian)"
  // Circé coucou is its own condition, not Circe with an argument "coucou".
  EXPECT_EQ(conditions::resolve_seed_condition(seeds[24])->entry->names.en, "CuckooCirce");
  EXPECT_TRUE(conditions::resolve_seed_condition(seeds[10]).has_value());  // Anti-Super-Circé
}

}  // namespace
}  // namespace nightrider
