// The solver page's workbench messages (src/web/workbench.h) through a fake connection: the catalogue
// of pieces and conditions the solver knows, the reader's verdict on a stipulation, the diagram of a
// problem text, and the replay of solution lines the solver itself wrote, position by position with
// their side effects. Every kind of bad request gets one answer and nothing else.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "conditions/registry.h"
#include "pieces/piece_def.h"
#include "solver/popeye_reader.h"
#include "solver/session.h"
#include "support/recording_watcher.h"
#include "support/temp_dir.h"
#include "web/game_manager.h"
#include "web/game_store.h"
#include "web/messages.h"
#include "web/workbench.h"

namespace nightrider::web {
namespace {

using nlohmann::json;
using Connection = testing::RecordingWatcher;

// A h#2 in Circe with a fairy piece (a grasshopper) and a neutral rook.
constexpr const char* kCirceProblem = R"(BeginProblem
Author Test Composer
Pieces White Kb1 Gd1 Sd4
       Black Ke8 Pe7 Pd7
       Neutral Rh5
Stipulation h#2
Condition Circe
Option SetPlay
EndProblem
)";

// Armeni's #2 (ortho_bs_ep__001): a key with a threat, defences, an en passant capture.
constexpr const char* kArmeni = R"(BeginProblem
Pieces White Kb6 Rh1 Bh3 Bh4 Sc5 Sg6 Pc4 Pc7 Pe4 Pf2 Pg3
       Black Kd6 Rf1 Rf8 Bb5 Pe5 Pe7 Pg4 Pg5
Stipulation #2
EndProblem
)";

class WebWorkbench : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = std::make_unique<GameStore>(temp_.path());
    games_ = std::make_unique<GameManager>(*store_, [](std::function<void()> job) { job(); });
    handler_ = std::make_unique<MessageHandler>(*games_, connection_);
  }
  void TearDown() override {
    handler_.reset();
    games_.reset();
    store_.reset();
  }

  // Sends one message and returns the one answer it must get.
  json ask(const std::string& text) {
    handler_->handle(text);
    std::vector<json> replies = connection_->take();
    EXPECT_EQ(replies.size(), 1u) << text.substr(0, 200);
    return replies.empty() ? json() : replies.front();
  }
  json ask_json(const json& message) { return ask(message.dump()); }

  // A bad request: exactly one error line naming `contains`.
  void expect_error(const std::string& text, const std::string& contains) {
    const json reply = ask(text);
    EXPECT_EQ(reply["type"], "error") << text.substr(0, 200) << " -> " << reply.dump();
    const std::string message = reply.value("message", "");
    EXPECT_NE(message.find(contains), std::string::npos) << text.substr(0, 200) << " -> " << message;
    EXPECT_EQ(message.find('\n'), std::string::npos);
  }
  // A request the reader or the replay refuses: one answer of its type with the one-line "error".
  std::string refused(const json& message, const std::string& type) {
    const json reply = ask_json(message);
    EXPECT_EQ(reply["type"], type) << reply.dump();
    EXPECT_TRUE(reply.contains("error")) << reply.dump();
    const std::string error = reply.value("error", "");
    EXPECT_EQ(error.find('\n'), std::string::npos);
    return error;
  }

  json replay(const std::string& text, const std::string& line, const std::string& twin = "", int problem = 1) {
    return ask_json(json{{"type", "replay"}, {"text", text}, {"line", line}, {"twin", twin}, {"problem", problem}});
  }

  static std::set<std::string> units_of(const json& position) {
    std::set<std::string> out;
    for (const json& u : position["units"])
      out.insert(u["colour"].get<std::string>().substr(0, 1) + u["kind"].get<std::string>() +
                 u["square"].get<std::string>());
    return out;
  }

  // The solver's own text output for a problem.
  static std::string solver_output(const std::string& text) {
    solver::SessionSettings settings;
    settings.quiet = true;
    std::ostringstream out, err;
    solver::solve_text(text, settings, out, err);
    return out.str();
  }

  testing::TempDir temp_{"nightrider_workbench"};
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<GameManager> games_;
  std::shared_ptr<Connection> connection_ = std::make_shared<Connection>();
  std::unique_ptr<MessageHandler> handler_;
};

TEST_F(WebWorkbench, CatalogueListsTheSolversPiecesAndConditions) {
  const json reply = ask(R"({"type":"catalogue"})");
  ASSERT_EQ(reply["type"], "catalogue");
  const json& pieces = reply["pieces"];
  ASSERT_GE(pieces.size(), 8u);
  const char* orthodox[] = {"K", "Q", "R", "B", "S", "P"};
  for (size_t i = 0; i < 6; ++i) EXPECT_EQ(pieces[i]["code"], orthodox[i]);
  std::set<std::string> codes;
  for (const json& p : pieces) {
    const std::string code = p["code"];
    EXPECT_TRUE(codes.insert(code).second) << "twice: " << code;
    // Each code is one the reader takes.
    EXPECT_TRUE(kind_for_popeye_code(code).has_value()) << code;
    EXPECT_FALSE(p["name"].get<std::string>().empty());
  }
  EXPECT_TRUE(codes.count("G"));
  EXPECT_TRUE(codes.count("N"));
  // Every condition of the registry, Circe with its definition.
  EXPECT_EQ(reply["conditions"].size(), conditions::all_conditions().size());
  bool circe = false;
  for (const json& c : reply["conditions"]) {
    if (c["name"] == "Circe") {
      circe = true;
      EXPECT_NE(c["summary"].get<std::string>().find("reborn"), std::string::npos) << c.dump();
    }
  }
  EXPECT_TRUE(circe);
  EXPECT_NE(std::find(reply["attributes"].begin(), reply["attributes"].end(), "Royal"), reply["attributes"].end());
}

TEST_F(WebWorkbench, StipulationIsJudgedByTheReader) {
  for (const char* good : {"#2", "h#2.5", "ser-h=7", "s#3", "exact-h#3", "3->ser-#2"}) {
    const json reply = ask_json(json{{"type", "stipulation"}, {"text", good}});
    EXPECT_EQ(reply["type"], "stipulation");
    EXPECT_EQ(reply["text"], good);
    EXPECT_EQ(reply["ok"], true) << good << " -> " << reply.dump();
  }
  for (const char* bad : {"h#x", "#", "q#2", "h#2.5.5", "   "}) {
    const json reply = ask_json(json{{"type", "stipulation"}, {"text", bad}});
    EXPECT_EQ(reply["ok"], false) << bad;
    std::string expected;
    if (std::string(bad).find_first_not_of(' ') != std::string::npos) {
      EXPECT_FALSE(solver::parse_stipulation(bad, expected).has_value());
      EXPECT_EQ(reply["error"], expected) << bad;  // the reader's own words
    } else {
      EXPECT_EQ(reply["error"], "the stipulation is empty");
    }
  }
  expect_error(R"({"type":"stipulation"})", "missing \"text\"");
  expect_error(R"({"type":"stipulation","text":7})", "must be a string");
  expect_error(json{{"type", "stipulation"}, {"text", std::string(300, '#')}}.dump(), "too long");
}

TEST_F(WebWorkbench, DiagramIsTheReadersReading) {
  const json reply = ask_json(json{{"type", "diagram"}, {"text", kCirceProblem}, {"id", 7}});
  ASSERT_EQ(reply["type"], "diagram") << reply.dump();
  EXPECT_EQ(reply["id"], 7);
  EXPECT_FALSE(reply.contains("error"));
  EXPECT_EQ(reply["stipulation"], "h#2");
  EXPECT_EQ(reply["conditions"], json::array({"Circe"}));
  EXPECT_EQ(reply["options"], json::array({"SetPlay"}));
  EXPECT_EQ(reply["authors"], json::array({"Test Composer"}));
  EXPECT_EQ(units_of(reply),
            (std::set<std::string>{"wKb1", "wGd1", "wSd4", "bKe8", "bPe7", "bPd7", "nRh5"}));
  // Twins are listed with their headings.
  const json twins = ask_json(json{{"type", "diagram"},
                              {"text", "BeginProblem\nPieces White Ka1 Black Kh8\nStipulation #1\n"
                                       "Twin Move a1 b1\nEndProblem\n"}});
  ASSERT_EQ(twins["twins"].size(), 2u) << twins.dump();
  EXPECT_EQ(twins["twins"][1]["label"], "b)");
  // Forsyth, which the page's import uses.
  const json forsyth = ask_json(json{{"type", "diagram"},
                                {"text", "BeginProblem\nForsyth 4k3/8/8/7=r/3S4/8/8/1K1G4\nStipulation #1\nEndProblem\n"}});
  EXPECT_EQ(units_of(forsyth), (std::set<std::string>{"wKb1", "wGd1", "wSd4", "bKe8", "nRh5"})) << forsyth.dump();
}

TEST_F(WebWorkbench, ABadTextGetsTheReadersError) {
  const std::string bad = "BeginProblem\nPieces White Kz9\nEndProblem\n";
  const auto read = solver::read_problems(bad);
  const auto& error = std::get<solver::ProblemError>(read.front());
  const std::string expected =
      std::to_string(error.where.line) + ":" + std::to_string(error.where.column) + ": " + error.message;
  EXPECT_EQ(refused(json{{"type", "diagram"}, {"text", bad}}, "diagram"), expected);
  EXPECT_NE(refused(json{{"type", "diagram"}, {"text", "garbage"}}, "diagram").find("BeginProblem"), std::string::npos);
  refused(json{{"type", "diagram"}, {"text", ""}}, "diagram");
  // Bytes that are not UTF-8 never reach the reader: the message is not JSON.
  expect_error(std::string(R"({"type":"diagram","text":"BeginProblem\nPieces White K)") + "\xff\xfe" + R"(\nEndProblem"})",
               "bad JSON");
  expect_error(R"({"type":"diagram"})", "missing \"text\"");
  expect_error(R"({"type":"diagram","text":[1]})", "must be a string");
  expect_error(json{{"type", "diagram"}, {"text", std::string(70000, 'x')}}.dump(), "too long");
  expect_error(json{{"type", "catalog"}}.dump(), "unknown message type");
  // The connection goes on.
  EXPECT_EQ(ask(R"({"type":"ping"})")["type"], "pong");
}

TEST_F(WebWorkbench, ReplaysACirceLineWithItsRebirth) {
  const json reply = replay(kCirceProblem, "1.e7-e6 Sd4*e6[+bPe7]   2.nRh5-f5 Se6-g7 #");
  ASSERT_EQ(reply["type"], "replay") << reply.dump();
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  EXPECT_EQ(units_of(reply["start"]), (std::set<std::string>{"wKb1", "wGd1", "wSd4", "bKe8", "bPe7", "bPd7", "nRh5"}));
  const json& steps = reply["steps"];
  ASSERT_EQ(steps.size(), 4u);
  EXPECT_EQ(steps[0]["side"], "black");  // help play: Black begins
  EXPECT_EQ(steps[0]["move"], "e7-e6");
  EXPECT_EQ(units_of(steps[0]), (std::set<std::string>{"wKb1", "wGd1", "wSd4", "bKe8", "bPe6", "bPd7", "nRh5"}));
  EXPECT_EQ(steps[1]["move"], "Sd4*e6[+bPe7]");
  EXPECT_EQ(steps[1]["from"], "d4");
  EXPECT_EQ(steps[1]["to"], "e6");
  // The pawn taken on e6 is reborn on e7: one rebirth arrow.
  EXPECT_EQ(steps[1]["effects"], json::parse(R"([{"kind":"rebirth","from":"e6","to":"e7"}])"));
  EXPECT_EQ(units_of(steps[1]), (std::set<std::string>{"wKb1", "wGd1", "wSe6", "bKe8", "bPe7", "bPd7", "nRh5"}));
  EXPECT_EQ(steps[2]["side"], "black");
  EXPECT_EQ(steps[2]["move"], "nRh5-f5");
  EXPECT_EQ(units_of(steps[3]), (std::set<std::string>{"wKb1", "wGd1", "wSg7", "bKe8", "bPe7", "bPd7", "nRf5"}));
  EXPECT_EQ(steps[3]["effects"], json::array());
}

TEST_F(WebWorkbench, ReplaysEveryLineTheSolverWrote) {
  // Each solution line of the solver's own output plays to its end, each move found.
  const std::string output = solver_output(kCirceProblem);
  std::istringstream in(output);
  std::string line;
  int lines = 0;
  while (std::getline(in, line)) {
    if (line.find("1.") == std::string::npos) continue;
    ++lines;
    const json reply = replay(kCirceProblem, line);
    ASSERT_FALSE(reply.contains("error")) << line << " -> " << reply.dump();
    // The set play (h#1.5) has three moves, the solutions four.
    EXPECT_TRUE(reply["steps"].size() == 4u || reply["steps"].size() == 3u) << line;
  }
  EXPECT_GT(lines, 20);
}

TEST_F(WebWorkbench, ReplaysATreeLineWithItsThreatAndEnPassant) {
  // A threat: after the key Black passes.
  json reply = replay(kArmeni, "1.f2-f4 ! threat: 2.f4*e5 #");
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  ASSERT_EQ(reply["steps"].size(), 2u);
  EXPECT_EQ(reply["steps"][0]["after_pass"], false);
  EXPECT_EQ(reply["steps"][1]["side"], "white");
  EXPECT_EQ(reply["steps"][1]["after_pass"], true);
  // A defence by en passant and its mate.
  reply = replay(kArmeni, "1.f2-f4 ! 1...g4*f3 ep. 2.Sc5-b7 #");
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  ASSERT_EQ(reply["steps"].size(), 3u);
  EXPECT_EQ(reply["steps"][1]["move"], "g4*f3 ep.");
  EXPECT_EQ(units_of(reply["steps"][1]).count("wPf4"), 0u);  // the pawn taken en passant is gone
  EXPECT_EQ(units_of(reply["steps"][1]).count("bPf3"), 1u);
  // A promotion.
  reply = replay(kArmeni, "1.f2-f4 ! 1...Rf8-b8 + 2.c7*b8=Q #");
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  EXPECT_EQ(units_of(reply["steps"][2]).count("wQb8"), 1u);
}

// Armeni's position after its key 1.f2-f4, as a #2 with PostKeyPlay: the diagram is the position after
// the key, Black to move. The solver's lines (its tree and its text, the same as Popeye 4.104's output)
// are " threat: 2.f4*e5 #", "1...Rf1*f4 2.Rh1-d1 #" and so on, with no key.
constexpr const char* kArmeniAfterTheKey = R"(BeginProblem
Pieces White Kb6 Rh1 Bh3 Bh4 Sc5 Sg6 Pc4 Pc7 Pe4 Pf4 Pg3
       Black Kd6 Rf1 Rf8 Bb5 Pe5 Pe7 Pg4 Pg5
Stipulation #2
Option PostKeyPlay Variation
EndProblem
)";

TEST_F(WebWorkbench, ReplaysPostKeyPlayFromTheDefender) {
  // A defence is Black's first move, not a move after a pass of White's.
  json reply = replay(kArmeniAfterTheKey, "1...Rf1*f4 2.Rh1-d1 #");
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  ASSERT_EQ(reply["steps"].size(), 2u);
  EXPECT_EQ(reply["steps"][0]["side"], "black");
  EXPECT_EQ(reply["steps"][0]["after_pass"], false);
  EXPECT_EQ(reply["steps"][1]["side"], "white");
  EXPECT_EQ(reply["steps"][1]["after_pass"], false);
  // (Worked out by hand: the rook f1 takes the pawn f4, the rook h1 goes to d1.)
  EXPECT_EQ(units_of(reply["steps"][1]),
            (std::set<std::string>{"wKb6", "wRd1", "wBh3", "wBh4", "wSc5", "wSg6", "wPc4", "wPc7", "wPe4",
                                   "wPg3", "bKd6", "bRf4", "bRf8", "bBb5", "bPe5", "bPe7", "bPg4", "bPg5"}));
  // The threat is White's move after Black passes, as after a key.
  reply = replay(kArmeniAfterTheKey, "2.f4*e5 #");
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  ASSERT_EQ(reply["steps"].size(), 1u);
  EXPECT_EQ(reply["steps"][0]["side"], "white");
  EXPECT_EQ(reply["steps"][0]["after_pass"], true);
  EXPECT_EQ(units_of(reply["steps"][0]).count("wPe5"), 1u);
  EXPECT_EQ(units_of(reply["steps"][0]).count("wPf4"), 0u);
  // A promotion after a check.
  reply = replay(kArmeniAfterTheKey, "1...Rf8-b8 + 2.c7*b8=B #");
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  EXPECT_EQ(reply["steps"][0]["after_pass"], false);
  EXPECT_EQ(units_of(reply["steps"][1]).count("wBb8"), 1u);
}

// A help-self mate of whole moves begins with White; with WhiteToPlay it is hs#(n-1).5 and Black begins
// (tests/data/play_structure/helpself_white_to_play_black_begins: Popeye 4.104's lines for this position).
constexpr const char* kHelpSelfWhiteToPlay = R"(BeginProblem
Stipulation hs#3
Option WhiteToPlay
Pieces White Kc8 Qf4 Se2 Black Kb5 Sa2 Qd6
EndProblem
)";
constexpr const char* kHelpSelf = R"(BeginProblem
Stipulation hs#3
Pieces White Kc8 Qf4 Se2 Black Kb5 Sa2 Qd6
EndProblem
)";

TEST_F(WebWorkbench, ReplaysHelpSelfPlayFromTheSideThatBegins) {
  json reply = replay(kHelpSelfWhiteToPlay, "1...Kb5-c6   2.Se2-c3 Qd6-e7   3.Qf4-c7 + Qe7*c7 #");
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  ASSERT_EQ(reply["steps"].size(), 5u);
  EXPECT_EQ(reply["steps"][0]["side"], "black");
  for (const json& step : reply["steps"]) EXPECT_EQ(step["after_pass"], false) << step.dump();
  // Without WhiteToPlay White's move comes first (a legal line of White's first moves, worked out by hand).
  reply = replay(kHelpSelf, "1.Se2-c3 + Kb5-c6");
  ASSERT_FALSE(reply.contains("error")) << reply.dump();
  ASSERT_EQ(reply["steps"].size(), 2u);
  EXPECT_EQ(reply["steps"][0]["side"], "white");
  EXPECT_EQ(reply["steps"][0]["after_pass"], false);
  EXPECT_EQ(reply["steps"][1]["after_pass"], false);
}

TEST_F(WebWorkbench, ReplaysTheRightTwinAndProblem) {
  const std::string text =
      "BeginProblem\nPieces White Kz9\nEndProblem\n"  // unreadable: not counted
      "BeginProblem\nPieces White Ka1 Ra2 Black Kh8\nStipulation #1\nTwin Move a2 b2\nEndProblem\n";
  EXPECT_FALSE(replay(text, "1.Ra2-h2 #", "a)").contains("error"));
  EXPECT_FALSE(replay(text, "1.Rb2-h2 #", "b)").contains("error"));
  EXPECT_NE(refused(json{{"type", "replay"}, {"text", text}, {"line", "1.Ra2-h2 #"}, {"twin", "b)"}}, "replay")
                .find("no legal move"),
            std::string::npos);
  EXPECT_NE(refused(json{{"type", "replay"}, {"text", text}, {"line", "1.Ra2-h2"}, {"twin", "c)"}}, "replay")
                .find("no twin"),
            std::string::npos);
  EXPECT_NE(refused(json{{"type", "replay"}, {"text", text}, {"line", "1.Ra2-h2"}, {"problem", 2}}, "replay")
                .find("no problem 2"),
            std::string::npos);
}

TEST_F(WebWorkbench, BadReplaysGetOneAnswer) {
  const auto error_of = [&](const std::string& line) {
    return refused(json{{"type", "replay"}, {"text", kCirceProblem}, {"line", line}}, "replay");
  };
  EXPECT_NE(error_of("1.Ke8-e1").find("no legal move \"Ke8-e1\""), std::string::npos);
  EXPECT_NE(error_of("").find("no move"), std::string::npos);
  EXPECT_NE(error_of("1. 2. # + !").find("no move"), std::string::npos);
  EXPECT_NE(error_of(std::string(5000, 'a')).find("too long"), std::string::npos);
  EXPECT_NE(error_of("1.e7-e6 \u00e9\u2014").find("no legal move"), std::string::npos);
  // A line of 300 moves back and forth: too many.
  std::string shuffle;
  for (int i = 0; i < 75; ++i) shuffle += "Ke8-f8 Kb1-c1 Kf8-e8 Kc1-b1 ";
  EXPECT_NE(error_of(shuffle).find("too many moves"), std::string::npos);
  // A problem the solver cannot set up.
  EXPECT_FALSE(refused(json{{"type", "replay"}, {"text", "garbage"}, {"line", "1.e2-e4"}}, "replay").empty());
  expect_error(json{{"type", "replay"}, {"text", kCirceProblem}}.dump(), "missing \"line\"");
  expect_error(json{{"type", "replay"}, {"text", kCirceProblem}, {"line", 3}}.dump(), "\"line\" must be a string");
  expect_error(json{{"type", "replay"}, {"line", "1.e7-e6"}}.dump(), "missing \"text\"");
  expect_error(json{{"type", "replay"}, {"text", kCirceProblem}, {"line", "1.e7-e6"}, {"problem", 0}}.dump(),
               "bad \"problem\"");
  expect_error(json{{"type", "replay"}, {"text", kCirceProblem}, {"line", "1.e7-e6"}, {"problem", "1"}}.dump(),
               "bad \"problem\"");
  expect_error(json{{"type", "replay"}, {"text", kCirceProblem}, {"line", "1.e7-e6"}, {"twin", 2}}.dump(),
               "\"twin\" must be a string");
  // Every prefix and every cut of a real line: an answer, never a crash.
  const std::string line = "1.e7-e6 Sd4*e6[+bPe7]   2.nRh5-f5 Se6-g7 #";
  for (size_t cut = 0; cut <= line.size(); ++cut) {
    ask_json(json{{"type", "replay"}, {"text", kCirceProblem}, {"line", line.substr(0, cut)}});
    ask_json(json{{"type", "replay"}, {"text", kCirceProblem}, {"line", line.substr(cut)}});
  }
  EXPECT_EQ(ask(R"({"type":"ping"})")["type"], "pong");
}

}  // namespace
}  // namespace nightrider::web
