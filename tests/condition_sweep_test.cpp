// Every registered condition (conditions::all_conditions(), not a list written here) through the two
// checks issue 24 asks of each: perft on three positions counted by make/undo equals perft with every
// node rebuilt from its FEN, and random games whose undo gives back every position and hash exactly.
// The conditions' own tests run the same checks deeper (perft 4/3/4, 300 games of 120 plies); this
// sweep makes sure no condition is without them, including one added later. The depths here (3/2/3, 12
// games of 60 plies) keep the whole sweep within a minute of the Release build.
#include <gtest/gtest.h>

#include <cctype>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "conditions/registry.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using conditions::ConditionEntry;

// How the sweep sets a condition up where applying it alone, without arguments, to the three positions
// would not test it: the arguments it needs (a square, a budget), a condition it only works beside
// (LastCapture needs Circe Parrain's later rebirths, NoIProm the imitators), and positions of its own
// where the three are not positions under its rule (SAT: a king with a free square is in check; the
// Bicolores queens check both kings at the start) -- each taken from the condition's own test.
struct SweepSetup {
  std::vector<std::string> arguments;
  condition_checks::ConditionList before;  // applied with it (in the registry's order of application)
  std::vector<std::pair<std::string, int>> positions;
  std::string games_from;  // where the random games start (default: the start position)
};

const std::vector<std::pair<std::string, int>> kThreePositions = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3},
};

const std::map<std::string, SweepSetup, std::less<>>& sweep_setups() {
  const std::vector<std::pair<std::string, int>> dister_positions = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", 1},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1", 1},
  };
  const std::vector<std::pair<std::string, int>> sat_positions = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
      {"6rk/6pp/8/8/8/8/8/4K3 w - - 0 1", 3},
      {"rr4rk/6pp/8/8/8/8/1n6/K7 w - - 0 1", 3},
  };
  static const std::map<std::string, SweepSetup, std::less<>> setups = {
      {"Hole", {{"d4"}, {}, {}, ""}},
      // (The reference units are the diagram's, which a FEN does not keep: rebuilt from one, a position
      // takes its own units for the diagram's, so the two counts agree at the root only.)
      {"WhiteMaxDister", {{"e1", "e8"}, {}, dister_positions, ""}},
      {"BlackMaxDister", {{"e1", "e8"}, {}, dister_positions, ""}},
      {"WhiteMinDister", {{"e1", "e8"}, {}, dister_positions, ""}},
      {"BlackMinDister", {{"e1", "e8"}, {}, dister_positions, ""}},
      {"Imitator", {{"d4"}, {}, {}, ""}},
      {"NoIProm", {{}, {{"Imitator", {"d4"}}}, {}, ""}},
      {"MagicSquares", {{"d4", "e5"}, {}, {}, ""}},
      {"Wormholes", {{"d4", "e5"}, {}, {}, ""}},
      {"WhiteForcedSquare", {{"e4"}, {}, {}, ""}},
      {"BlackForcedSquare", {{"e5"}, {}, {}, ""}},
      {"WhiteConsequentForcedSquare", {{"e4"}, {}, {}, ""}},
      {"BlackConsequentForcedSquare", {{"e5"}, {}, {}, ""}},
      {"PromOnly", {{"S", "B"}, {}, {}, ""}},
      {"Football", {{"R", "S"}, {}, {}, ""}},
      {"WhitePromSquares", {{"b4", "d7"}, {}, {}, ""}},
      {"BlackPromSquares", {{"g5", "e2"}, {}, {}, ""}},
      {"ChameleonSequence", {{"Q", "R", "B", "S", "Q"}, {{"ChameleonChess", {}}}, {}, ""}},
      // (Both kings observed: no position is one of orthodox chess and of anti-kings.)
      {"AntiKings",
       {{},
        {},
        {{"R3k3/pp3ppp/2n5/8/8/2N5/PP3PPP/r3K3 w - - 0 1", 3}, {"R3k3/8/8/8/8/8/8/r3K3 b - - 0 1", 3}},
        "R3k3/pp3ppp/2n5/8/8/2N5/PP3PPP/r3K3 w - - 0 1"}},
      {"BGL", {{"6"}, {}, {}, ""}},
      {"LastCapture", {{"White", "B", "g4"}, {{"Circe", {"Parrain"}}}, {}, ""}},
      {"SAT", {{}, {}, sat_positions, ""}},
      {"StrictSAT",
       {{}, {}, {{"6rk/6pp/8/8/8/8/8/4K3 w - - 0 1", 3}, {"7k/6p1/6Bp/8/8/8/PP6/KB6 b - - 0 1", 3}}, ""}},
      {"Bicolores",
       {{},
        {},
        {{"1n2k1n1/pp3pp1/8/3b4/3B4/8/PP3PP1/1N2K1N1 w - - 0 1", 3},
         {"4k3/8/8/8/8/8/3R4/4K3 w - - 0 1", 3},
         {"r1n1k1nr/8/8/8/8/8/8/R1N1K1NR w - - 0 1", 2}},
        "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"}},
      {"Make&TakeChess",
       {{},
        {},
        {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2},
         {"r3k3/1p6/8/2P5/8/8/5B2/R3K2R w KQq - 0 1", 2},
         {"4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1", 3}},
        ""}},
      // (No castling rights: ArgentinianChess's rook is the faro, castling has no rook to move.)
      {"ArgentinianChess",
       {{},
        {},
        {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 2},
         {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1", 2},
         {"4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1", 2}},
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"}},
      // Marine and Ultramarine chess: from their game arrays (sirene S, triton T, nereide Z, marine knight
      // Y; Poseidon X and marine pawn W), where the tritons castle.
      {"MarineChess",
       {{},
        {},
        {{"tyzskzyt/pppppppp/8/8/8/8/PPPPPPPP/TYZSKZYT w KQkq - 0 1", 3},
         {"4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1", 2}},
        "tyzskzyt/pppppppp/8/8/8/8/PPPPPPPP/TYZSKZYT w KQkq - 0 1"}},
      {"UltramarineChess",
       {{},
        {},
        {{"tyzsxzyt/wwwwwwww/8/8/8/8/WWWWWWWW/TYZSXZYT w KQkq - 0 1", 3},
         {"4x3/1W6/8/8/8/8/6w1/4X3 w - - 0 1", 2}},
        "tyzsxzyt/wwwwwwww/8/8/8/8/WWWWWWWW/TYZSXZYT w KQkq - 0 1"}},
      // (No castling rights: Locusauteur's start has no rook.)
      {"Locusauteur",
       {{},
        {},
        {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3},
         {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1", 2},
         {"8/2p5/1n1p4/KP5r/1R3p1k/4b3/4P1P1/2Q5 w - - 0 1", 3}},
        ""}},
  };
  return setups;
}

std::vector<const ConditionEntry*> registered_conditions() { return conditions::all_conditions(); }

std::string entry_name(const ::testing::TestParamInfo<const ConditionEntry*>& info) {
  std::string name;
  for (char c : info.param->names.en)
    if (std::isalnum(static_cast<unsigned char>(c))) name += c;
  return name;
}

class EveryCondition : public ::testing::TestWithParam<const ConditionEntry*> {};

TEST_P(EveryCondition, PerftTwoWaysAndRandomGamesRoundTrip) {
  const ConditionEntry& entry = *GetParam();
  const auto found = sweep_setups().find(entry.names.en);
  const SweepSetup setup = found == sweep_setups().end() ? SweepSetup{} : found->second;
  condition_checks::ConditionList list = setup.before;
  list.emplace_back(std::string(entry.names.en), setup.arguments);
  std::shared_ptr<const Rules> rules;
  try {
    rules = condition_checks::chess_with(list);
  } catch (const std::invalid_argument& e) {
    FAIL() << entry.names.en << " cannot be applied to chess with the sweep's arguments: " << e.what();
  }
  condition_checks::expect_perft_two_ways(*rules,
                                          setup.positions.empty() ? kThreePositions : setup.positions);
  condition_checks::random_games_round_trip(*rules, 24, 12, 60, setup.games_from);
}

INSTANTIATE_TEST_SUITE_P(Registry, EveryCondition, ::testing::ValuesIn(registered_conditions()), entry_name);

}  // namespace
}  // namespace nightrider
