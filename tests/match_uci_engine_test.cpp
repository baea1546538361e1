// `nightrider match` with external UCI engines (issue 23): the `uci:` player spec, games between two
// `nightrider uci` processes, and the forfeits of engines that answer late, illegally or not at all
// (small shell scripts that speak just enough UCI).
#include <gtest/gtest.h>

#include <string>

#include "match/engine_process.h"
#include "match/game.h"
#include "match/match.h"
#include "match/player.h"
#include "support/test_paths.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace nightrider::match;

TEST(MatchUciEngine, SpecReadsTheKeysAndTheCommandLast) {
  const PlayerSpec spec =
      parse_player_spec("uci:movetime=5,margin=300,option.Hash=8,option.Skill Level=3,cmd=/opt/e uci, x");
  EXPECT_EQ(spec.kind, PlayerKind::UciEngine);
  EXPECT_EQ(spec.uci.movetime_ms, 5);
  EXPECT_EQ(spec.uci.margin_ms, 300);
  EXPECT_EQ(spec.uci.depth, 0);
  ASSERT_EQ(spec.uci.options.size(), 2u);
  EXPECT_EQ(spec.uci.options[0], (std::pair<std::string, std::string>{"Hash", "8"}));
  EXPECT_EQ(spec.uci.options[1], (std::pair<std::string, std::string>{"Skill Level", "3"}));
  EXPECT_EQ(spec.uci.command, "/opt/e uci, x");  // cmd takes the rest, commas and all

  const PlayerSpec clock = parse_player_spec("uci:time=2000,inc=20,cmd=e");
  EXPECT_EQ(clock.uci.clock_ms, 2000);
  EXPECT_EQ(clock.uci.increment_ms, 20);
  EXPECT_EQ(clock.uci.margin_ms, 1000);
  EXPECT_EQ(parse_player_spec("uci:cmd=e").uci.depth, kDefaultEngineDepth);  // no limit: depth 4

  EXPECT_THROW(parse_player_spec("uci"), SpecError);
  EXPECT_THROW(parse_player_spec("uci:movetime=5"), SpecError);
  EXPECT_THROW(parse_player_spec("uci:cmd="), SpecError);
  EXPECT_THROW(parse_player_spec("uci:time=100,movetime=5,cmd=e"), SpecError);
  EXPECT_THROW(parse_player_spec("uci:inc=5,cmd=e"), SpecError);
  EXPECT_THROW(parse_player_spec("uci:movetime=0,cmd=e"), SpecError);
  EXPECT_THROW(parse_player_spec("uci:movetime=5,movetime=6,cmd=e"), SpecError);
  try {
    parse_player_spec("uci:speed=9,cmd=e");
    ADD_FAILURE() << "no SpecError";
  } catch (const SpecError& e) {
    EXPECT_EQ(
        std::string(e.what()),
        "bad player spec 'uci:speed=9,cmd=e': unknown key 'speed' (known: depth, nodes, movetime, time, inc, "
        "margin, option.NAME, cmd)");
  }
}

TEST(MatchUciEngine, EngineProcessSpeaksLinesAndSurvivesAnEngineThatIsGone) {
  EngineProcess cat("cat");
  ASSERT_TRUE(cat.send("hello"));
  EXPECT_EQ(cat.read_line(EngineProcess::Clock::now() + std::chrono::seconds(5)), "hello");
  EXPECT_FALSE(cat.read_line(EngineProcess::Clock::now() + std::chrono::milliseconds(50)));  // nothing more
  EXPECT_FALSE(cat.closed());
  const auto status = cat.wait_for_exit(EngineProcess::Clock::now() + std::chrono::seconds(5));
  ASSERT_TRUE(status);  // cat ends at the end of its input
  EXPECT_EQ(*status, 0);

  EngineProcess gone("true");
  EXPECT_FALSE(gone.read_line(EngineProcess::Clock::now() + std::chrono::seconds(5)));
  EXPECT_TRUE(gone.closed());
  for (int i = 0; i < 100; ++i) gone.send("anyone there?");  // no SIGPIPE: the test goes on
}

// Two `nightrider uci` processes, driven through the protocol as external engines.
TEST(MatchUciEngine, TwoNightriderProcessesPlayAMatch) {
  const auto rules = make_variant("antiking2");
  MatchConfig config;
  const std::string engine =
      std::string("uci:depth=1,option.Hash=1,cmd='") + nightrider::testing::nightrider_binary() + "' uci";
  config.a = parse_player_spec(engine);
  config.b = parse_player_spec(engine);
  config.games = 2;
  config.threads = 1;
  config.max_plies = 40;
  const MatchResult result = run_match(*rules, config);
  ASSERT_EQ(result.games.size(), 2u);
  for (const MatchGame& game : result.games) {
    EXPECT_NE(game.record.outcome.result, Result::Ongoing);
    EXPECT_EQ(game.record.outcome.reason.find("White "), std::string::npos) << game.record.outcome.reason;
    EXPECT_EQ(game.record.outcome.reason.find("Black "), std::string::npos) << game.record.outcome.reason;
    EXPECT_GT(game.record.moves.size(), 4u);
  }
}

// A shell "engine" that answers uci and isready, and does `on_go` for every go.
std::string fake_engine(const std::string& on_go) {
  return "sh -c 'while read -r line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) " +
         on_go + ";; quit) exit 0;; esac; done'";
}

GameRecord game_against(const std::string& white_spec) {
  const auto rules = make_variant("chess");
  const auto white = make_player(parse_player_spec(white_spec));
  const auto black = make_random_player();
  Opening opening;
  opening.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  return play_game(*rules, opening, *white, *black, 1, 2, GameConfig{});
}

TEST(MatchUciEngine, AnEngineThatStaysSilentLosesOnTime) {
  const GameRecord record = game_against("uci:movetime=5,margin=100,cmd=" + fake_engine(":"));
  EXPECT_EQ(record.outcome.result, Result::BlackWins);
  EXPECT_EQ(record.outcome.reason.rfind("White lost on time: no bestmove ", 0), 0u) << record.outcome.reason;
  EXPECT_NE(record.outcome.reason.find(" ms after go movetime 5 (margin 100 ms)"), std::string::npos)
      << record.outcome.reason;
  EXPECT_TRUE(record.moves.empty());
}

TEST(MatchUciEngine, AnIllegalMoveLosesAndTheEngineIsStartedAgainForTheNextGame) {
  const auto rules = make_variant("chess");
  const auto white = make_player(parse_player_spec("uci:depth=1,cmd=" + fake_engine("echo bestmove e2e5")));
  const auto black = make_random_player();
  Opening opening;
  opening.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  for (int game = 0; game < 2; ++game) {
    const GameRecord record = play_game(*rules, opening, *white, *black, 1, 2, GameConfig{});
    EXPECT_EQ(record.outcome.result, Result::BlackWins);
    EXPECT_EQ(
        record.outcome.reason,
        "White played an illegal move 'e2e5' in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  }
}

TEST(MatchUciEngine, AnEngineThatExitsLoses) {
  const GameRecord record = game_against("uci:depth=1,cmd=" + fake_engine("exit 3"));
  EXPECT_EQ(record.outcome.result, Result::BlackWins);
  EXPECT_EQ(record.outcome.reason, "White exited while thinking");
}

}  // namespace
}  // namespace nightrider
