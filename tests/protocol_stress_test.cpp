// Issue 23: the engine never loses a game to its protocol. The exact races of the report (a command that
// arrives the moment a search has answered), Stockfish's convention for a `go` that meets a running
// search, and the seeded stress drivers of tests/support/protocol_stress.h in-process in every variant
// (bench/protocol_stress.sh runs them long against the binary).
#include "support/protocol_stress.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "protocol/uci.h"
#include "protocol/xboard.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace std::chrono_literals;
using protocol_stress::Clock;
using protocol_stress::InProcessChannel;
using protocol_stress::StressConfig;
using protocol_stress::StressReport;

// Lines until one starts with `prefix` (returned), failing the test after 10 s; every line before it is
// checked not to be an error.
std::string next_line_starting(protocol_stress::EngineChannel& engine, const std::string& prefix) {
  const auto deadline = Clock::now() + 10s;
  while (auto line = engine.receive(deadline)) {
    EXPECT_EQ(line->find("error"), std::string::npos) << *line;
    EXPECT_EQ(line->find("Error"), std::string::npos) << *line;
    EXPECT_EQ(line->find("Illegal"), std::string::npos) << *line;
    if (line->rfind(prefix, 0) == 0) return *line;
  }
  ADD_FAILURE() << "no line starting '" << prefix << "' within 10 s";
  return {};
}

// The report's reproduction: position + go sent the moment each bestmove arrives, 300 times. Before the
// fix a go arriving while the search that had just answered was still ending got "go while searching"
// and no bestmove ever came.
TEST(ProtocolRace, UciGoTheMomentTheBestmoveArrives) {
  InProcessChannel<protocol::UciSession> engine;
  engine.send("uci");
  next_line_starting(engine, "uciok");
  engine.send("isready");
  next_line_starting(engine, "readyok");
  for (int i = 0; i < 300; ++i) {
    engine.send("position startpos");
    engine.send(i % 3 == 0 ? "go movetime 2" : "go depth 1");
    ASSERT_FALSE(next_line_starting(engine, "bestmove ").empty()) << "cycle " << i;
    // Now and then the other commands that had the same window.
    if (i % 5 == 1) engine.send("ucinewgame");
    if (i % 7 == 2) engine.send("setoption name Hash value 2");
  }
  engine.send("isready");
  EXPECT_EQ(next_line_starting(engine, "readyok"), "readyok");
}

// A go that meets a search that ends by itself waits for it; one that meets `go infinite` stops it. Either
// way each go gets its own bestmove, in order.
TEST(ProtocolRace, UciGoDuringASearchWaitsOrStopsIt) {
  InProcessChannel<protocol::UciSession> engine;
  engine.send("position startpos");
  engine.send("go movetime 300");
  const auto before = Clock::now();
  engine.send("go depth 1");  // returns once the first search has answered
  EXPECT_GE(Clock::now() - before, 200ms) << "the second go waited for the first search";
  EXPECT_FALSE(next_line_starting(engine, "bestmove ").empty());
  EXPECT_FALSE(next_line_starting(engine, "bestmove ").empty());

  engine.send("go infinite");
  engine.send("go depth 1");
  EXPECT_FALSE(next_line_starting(engine, "bestmove ").empty());  // the infinite search, stopped
  EXPECT_FALSE(next_line_starting(engine, "bestmove ").empty());
  engine.send("isready");
  EXPECT_EQ(next_line_starting(engine, "readyok"), "readyok");
  EXPECT_FALSE(engine.receive(Clock::now() + 100ms)) << "no third bestmove";

  // ucinewgame and setoption during go infinite: the search is stopped and answers first.
  engine.send("go infinite");
  engine.send("ucinewgame");
  EXPECT_FALSE(next_line_starting(engine, "bestmove ").empty());
  engine.send("go infinite");
  engine.send("setoption name UCI_Variant value rococo");
  EXPECT_FALSE(next_line_starting(engine, "bestmove ").empty());
  engine.send("position startpos moves b3b4");  // a Rococo move: the variant changed
  engine.send("go depth 1");
  EXPECT_FALSE(next_line_starting(engine, "bestmove ").empty());
}

// XBoard: the reply the moment the engine's move arrives, 200 times in a row. The move is played on the
// game by the input thread, so the reply always meets the position with the engine's move in it.
TEST(ProtocolRace, XboardReplyTheMomentTheMoveArrives) {
  InProcessChannel<protocol::XboardSession> engine;
  engine.send("xboard");
  engine.send("protover 2");
  next_line_starting(engine, "feature done=1");
  const auto rules = make_variant("chess");
  for (int game = 0; game < 10; ++game) {
    engine.send("new");
    engine.send("sd 1");
    engine.send("force");
    Position pos = start_position(*rules);
    engine.send("go");  // the engine plays White
    for (int ply = 0; ply < 20; ++ply) {
      const std::string move = next_line_starting(engine, "move ");
      ASSERT_FALSE(move.empty());
      const auto m = parse_move(*rules, pos, move.substr(5));
      ASSERT_TRUE(m) << move;
      rules->play(pos, *m);
      MoveList replies;
      rules->legal_moves(pos, replies);
      if (replies.empty() || rules->outcome(pos).result != Result::Ongoing) break;
      const Move reply = replies[static_cast<size_t>(ply) % replies.size()];
      const std::string text = to_uci(*rules, pos, reply);
      rules->play(pos, reply);
      if (rules->outcome(pos).result != Result::Ongoing) break;
      engine.send("usermove " + text);
    }
    // Whatever the engine was thinking about is abandoned; a move that crossed `force` comes before the pong.
    engine.send("force");
    engine.send("ping " + std::to_string(game));
    EXPECT_EQ(next_line_starting(engine, "pong "), "pong " + std::to_string(game));
  }
}

void expect_clean(const StressReport& report, int cycles, int variants) {
  EXPECT_TRUE(report.ok()) << report.failure;
  EXPECT_EQ(report.cycles, cycles);
  EXPECT_EQ(static_cast<int>(report.cycles_per_variant.size()), variants) << report.summary();
  EXPECT_EQ(report.answers + report.cancelled, report.searches) << report.summary();
  EXPECT_GT(report.stops, 0) << report.summary();
  EXPECT_GT(report.syncs, 0) << report.summary();
}

TEST(ProtocolStress, UciInEveryVariant) {
  StressConfig config;
  config.cycles = 300;
  config.seed = 23;
  InProcessChannel<protocol::UciSession> engine;
  const StressReport report = protocol_stress::stress_uci(engine, config);
  expect_clean(report, 300, 6);
  EXPECT_EQ(report.cancelled, 0);
}

TEST(ProtocolStress, XboardInEveryVariant) {
  StressConfig config;
  config.cycles = 240;
  config.seed = 23;
  InProcessChannel<protocol::XboardSession> engine;
  const StressReport report = protocol_stress::stress_xboard(engine, config);
  expect_clean(report, 240, 6);
}

}  // namespace
}  // namespace nightrider
