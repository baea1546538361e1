// The UCI and XBoard sessions, driven through streams (scripted games in every variant, bad input,
// stop during an endless search, 10-rank square names) and through the real binary with a piped script.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <mutex>
#include <set>
#include <sstream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "protocol/uci.h"
#include "protocol/xboard.h"
#include "support/protocol_stress.h"
#include "support/test_paths.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using nightrider::protocol_stress::legal_texts;

using namespace std::chrono_literals;

// An output buffer the session's worker thread may write while the test reads it.
class SharedBuffer : public std::streambuf {
 public:
  std::string text() const {
    std::lock_guard lock(mutex_);
    return text_;
  }

 protected:
  int overflow(int c) override {
    if (c == traits_type::eof()) return traits_type::not_eof(c);
    std::lock_guard lock(mutex_);
    text_ += static_cast<char>(c);
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::lock_guard lock(mutex_);
    text_.append(s, static_cast<size_t>(n));
    return n;
  }

 private:
  mutable std::mutex mutex_;
  std::string text_;
};

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

bool has_line(const std::string& text, const std::string& prefix) {
  for (const std::string& l : lines_of(text))
    if (l.rfind(prefix, 0) == 0) return true;
  return false;
}

int count_lines(const std::string& text, const std::string& prefix) {
  int n = 0;
  for (const std::string& l : lines_of(text)) n += l.rfind(prefix, 0) == 0;
  return n;
}

// The last line starting with `prefix`, without it.
std::string last_after(const std::string& text, const std::string& prefix) {
  std::string found;
  for (const std::string& l : lines_of(text))
    if (l.rfind(prefix, 0) == 0) found = l.substr(prefix.size());
  return found;
}

// Plays the first legal move (in generation order) `plies` times; returns the texts played.
std::vector<std::string> play_first_moves(const Rules& rules, Position& pos, int plies) {
  std::vector<std::string> played;
  for (int i = 0; i < plies; ++i) {
    MoveList moves;
    rules.legal_moves(pos, moves);
    if (moves.empty()) break;
    const Move m = moves[moves.size() / 2];
    played.push_back(to_uci(rules, pos, m));
    rules.play(pos, m);
  }
  return played;
}

std::string run_uci(const std::string& script) {
  std::istringstream in(script);
  std::ostringstream out;
  {
    protocol::UciSession session(in, out);
    session.run();
  }
  return out.str();
}

std::string run_xboard(const std::string& script) {
  std::istringstream in(script);
  std::ostringstream out;
  {
    protocol::XboardSession session(in, out);
    session.run();
  }
  return out.str();
}

std::string joined(const std::vector<std::string>& words) {
  std::string s;
  for (const std::string& w : words) s += (s.empty() ? "" : " ") + w;
  return s;
}

// ------------------------------------------------------------------------------------------------ UCI

TEST(UciSession, HandshakeListsEveryVariantAndTheOptions) {
  const std::string out = run_uci("uci\nisready\nquit\n");
  EXPECT_TRUE(has_line(out, "id name Nightrider"));
  EXPECT_TRUE(has_line(out, "id author "));
  const std::string combo = last_after(out, "option name UCI_Variant type combo default chess");
  for (const VariantInfo& v : all_variants())
    EXPECT_NE(combo.find(" var " + v.name), std::string::npos) << v.name;
  for (const char* option :
       {"option name Hash type spin", "option name Threads type spin", "option name MultiPV type spin",
        "option name Skill Level type spin default 20 min 0 max 20",
        "option name Move Overhead type spin default 10 min 0 max 5000",
        "option name UCI_LimitStrength type check default false", "option name UCI_Elo type spin",
        "option name Clear Hash type button"})
    EXPECT_TRUE(has_line(out, option)) << option;
  EXPECT_TRUE(has_line(out, "uciok"));
  EXPECT_TRUE(has_line(out, "readyok"));
}

TEST(UciSession, EloMapsOntoSkillLevels) {
  EXPECT_EQ(protocol::skill_for_elo(protocol::kUciEloMin), 0);
  EXPECT_EQ(protocol::skill_for_elo(protocol::kUciEloMax), 20);
  EXPECT_EQ(protocol::skill_for_elo(1800), 10);
  EXPECT_EQ(protocol::skill_for_elo(0), 0);
  EXPECT_EQ(protocol::skill_for_elo(99999), 20);
}

// Every variant: a new game, moves of both sides, a search whose bestmove is legal, malformed lines
// answered with an error and survived.
TEST(UciSession, ScriptedGameInEveryVariant) {
  for (const VariantInfo& v : all_variants()) {
    SCOPED_TRACE(v.name);
    const auto rules = make_variant(v.name);
    Position pos = start_position(*rules);
    const std::vector<std::string> moves = play_first_moves(*rules, pos, 4);
    ASSERT_EQ(moves.size(), 4u);
    const std::set<std::string> legal = legal_texts(*rules, pos);
    const std::string script = "uci\nsetoption name UCI_Variant value " + v.name +
                               "\nucinewgame\nisready\n"
                               "position startpos moves " +
                               joined(moves) +
                               "\n"
                               "position startpos moves " +
                               moves[0] +
                               " zz99\n"  // illegal: keeps the previous position
                               "position fen this is no fen\n"
                               "frobnicate 12\n"
                               "go depth x\n"
                               "setoption name Hash value lots\n"
                               "setoption name NoSuchOption value 1\n"
                               "go nodes 20000 depth 3\n"
                               "isready\n";
    const std::string out = run_uci(script);
    EXPECT_EQ(count_lines(out, "info string error:"), 6) << out;
    EXPECT_TRUE(has_line(out, "info string error: illegal move 'zz99'")) << out;
    EXPECT_TRUE(has_line(out, "info string error: bad FEN")) << out;
    EXPECT_TRUE(has_line(out, "info string error: unknown command 'frobnicate'")) << out;
    EXPECT_TRUE(has_line(out, "info depth 1 ")) << out;
    const std::string best = last_after(out, "bestmove ");
    ASSERT_FALSE(best.empty()) << out;
    const std::string move = best.substr(0, best.find(' '));
    EXPECT_TRUE(legal.count(move)) << "bestmove " << best << " is not legal after " << joined(moves);
    EXPECT_EQ(count_lines(out, "readyok"), 2);
  }
}

TEST(UciSession, MoveOverheadTakesMillisecondsAndRefusesOthers) {
  const std::string out = run_uci(
      "setoption name Move Overhead value 25\n"
      "setoption name Move Overhead value -1\n"
      "setoption name Move Overhead value soon\n"
      "isready\n");
  EXPECT_EQ(count_lines(out, "info string error: option 'move overhead' needs a whole number from 0 to 5000"),
            2)
      << out;
  EXPECT_TRUE(has_line(out, "readyok")) << out;
}

TEST(UciSession, InfoLinesCarryTheFields) {
  const std::string out = run_uci("position startpos moves e2e4\ngo depth 4\n");
  const std::string info = last_after(out, "info depth 4 ");
  for (const char* field :
       {"seldepth ", "multipv 1", "score cp ", "nodes ", "nps ", "hashfull ", "time ", "pv "})
    EXPECT_NE(info.find(field), std::string::npos) << field << " in " << info;
}

TEST(UciSession, TheMoversClockBoundsTheSearch) {
  // Black to move with 300 ms on its clock: a bestmove comes soon, though White's clock is long.
  const auto before = std::chrono::steady_clock::now();
  const std::string out = run_uci("position startpos moves e2e4\ngo wtime 100000 btime 300\n");
  EXPECT_TRUE(has_line(out, "bestmove ")) << out;
  EXPECT_LT(std::chrono::steady_clock::now() - before, 2s);
}

TEST(UciSession, MateScoreAndNoMoveAnswer) {
  // Mate in one for White; then a checkmated side has no move: bestmove 0000.
  std::string out = run_uci("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n");
  EXPECT_EQ(last_after(out, "bestmove ").substr(0, 4), "a1a8");
  EXPECT_NE(out.find("score mate 1"), std::string::npos) << out;
  out = run_uci("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 moves a1a8\ngo depth 3\n");
  EXPECT_EQ(last_after(out, "bestmove "), "0000");
}

TEST(UciSession, StopAnswersAtOnceDuringGoInfinite) {
  std::istringstream unused;
  SharedBuffer buffer;
  std::ostream out(&buffer);
  protocol::UciSession session(unused, out);
  session.handle("position startpos");
  session.handle("go infinite");
  std::this_thread::sleep_for(300ms);
  EXPECT_FALSE(has_line(buffer.text(), "bestmove")) << "no bestmove before stop in infinite mode";
  const auto before = std::chrono::steady_clock::now();
  session.handle("stop");
  const auto took = std::chrono::steady_clock::now() - before;
  EXPECT_LT(took, 1s);
  EXPECT_TRUE(has_line(buffer.text(), "bestmove "));
  // A stop at once after go (before the search has begun) is not lost either.
  session.handle("go infinite");
  session.handle("stop");
  EXPECT_EQ(count_lines(buffer.text(), "bestmove "), 2);
  // And a bare `quit` during the search ends it.
  session.handle("go infinite");
  EXPECT_FALSE(session.handle("quit"));
}

TEST(UciSession, TenRankSquaresAreNamedA10) {
  const auto rules = make_variant("rococo");
  // The black king on a10 (Rococo's edge ring) steps out to b9: a10b9.
  const std::string fen = "k9/10/1pp7/10/10/10/10/7PP1/10/9K b - - 0 1";
  Position pos = parse_fen(*rules, fen);
  const std::set<std::string> legal = legal_texts(*rules, pos);
  ASSERT_TRUE(legal.count("a10b9"));
  const std::string out = run_uci("setoption name UCI_Variant value rococo\nposition fen " + fen +
                                  " moves a10b9\nd\nposition fen " + fen + "\ngo depth 2\n");
  EXPECT_FALSE(has_line(out, "info string error")) << out;
  EXPECT_EQ(last_after(out, "Fen: ").rfind("10/1k8/", 0), 0u) << out;
  const std::string best = last_after(out, "bestmove ");
  EXPECT_TRUE(legal.count(best.substr(0, best.find(' ')))) << best;
}

TEST(UciSession, PromotionsAreRead) {
  const std::string out = run_uci("position fen 8/P6k/8/8/8/8/8/K7 w - - 0 1 moves a7a8n\nd\n");
  EXPECT_NE(last_after(out, "Fen: ").find("N7/7k"), std::string::npos) << out;
}

// ------------------------------------------------------------------------------------------------ XBoard

TEST(XboardSession, ProtoverAnnouncesTheFeatures) {
  const std::string out = run_xboard("xboard\nprotover 2\nquit\n");
  EXPECT_TRUE(has_line(out, "feature done=0"));
  const std::string features = out;
  for (const char* f :
       {"myname=\"Nightrider\"",
        "variants=\"normal,antiking1,antiking2,magnetic,antimagnetic,rococo,10x10+0_fairy\"", "setboard=1",
        "usermove=1", "ping=1", "sigint=0", "sigterm=0", "colors=0", "analyze=1", "memory=1", "smp=1"})
    EXPECT_NE(features.find(f), std::string::npos) << f;
  EXPECT_EQ(lines_of(out).back(), "feature done=1");
}

TEST(XboardSession, ScriptedGameInEveryVariant) {
  for (const VariantInfo& v : all_variants()) {
    SCOPED_TRACE(v.name);
    const auto rules = make_variant(v.name);
    Position pos = start_position(*rules);
    const int ranks = pos.geometry().height();
    std::vector<std::string> moves = play_first_moves(*rules, pos, 3);
    ASSERT_EQ(moves.size(), 3u);
    const std::set<std::string> legal = legal_texts(*rules, pos);
    std::string script = "xboard\nprotover 2\nnew\n";
    if (v.name != "chess") script += "variant " + v.name + "\n";
    script += "force\n";
    for (const std::string& m : moves) {
      std::string sent = m.substr(0, m.find('/'));
      script += "usermove " + protocol::to_xboard_squares(sent, ranks) + "\n";
    }
    script += "usermove zz99\nfrobnicate\nping 7\nsd 3\nst 5\ngo\n";
    const std::string out = run_xboard(script);
    EXPECT_TRUE(has_line(out, "Illegal move: zz99")) << out;
    EXPECT_TRUE(has_line(out, "Error (unknown command): frobnicate")) << out;
    EXPECT_TRUE(has_line(out, "pong 7")) << out;
    if (v.name != "chess") {
      EXPECT_TRUE(has_line(out, "setup (")) << out;
    }
    const std::string reply = last_after(out, "move ");
    ASSERT_FALSE(reply.empty()) << out;
    const std::string ours = protocol::from_xboard_squares(reply, ranks);
    bool ok = legal.count(ours) > 0;
    for (const std::string& l : legal) ok |= l.substr(0, l.find('/')) == ours;
    EXPECT_TRUE(ok) << "move " << reply << " is not legal after " << joined(moves);
  }
}

TEST(XboardSession, TenRanksAreNumberedFromZero) {
  EXPECT_EQ(protocol::to_xboard_squares("a10a9", 10), "a9a8");
  EXPECT_EQ(protocol::from_xboard_squares("a0j9", 10), "a1j10");
  EXPECT_EQ(protocol::to_xboard_squares("e7e8q", 8), "e7e8q");
  EXPECT_EQ(protocol::variant_for_xboard_name("10x10+0_fairy"), "rococo");
  EXPECT_EQ(protocol::variant_for_xboard_name("normal"), "chess");
  EXPECT_FALSE(protocol::variant_for_xboard_name("xiangqi"));

  // Rococo: the black king a10 (Nightrider) is a9 for XBoard; the engine answers in ranks 0..9.
  const std::string fen = "k9/10/1pp7/10/10/10/10/7PP1/10/9K b - - 0 1";
  const auto rules = make_variant("rococo");
  Position pos = parse_fen(*rules, fen);
  rules->play(pos, *parse_move(*rules, pos, "a10b9"));
  const std::set<std::string> legal = legal_texts(*rules, pos);
  const std::string out =
      run_xboard("protover 2\nnew\nvariant rococo\nforce\nsetboard " + fen + "\nusermove a9b8\nsd 2\ngo\n");
  EXPECT_FALSE(has_line(out, "Illegal move")) << out;
  EXPECT_FALSE(has_line(out, "tellusererror")) << out;
  EXPECT_TRUE(has_line(out, "setup (PNBRQ.....MKpnbrq.....mk) 10x10+0_fairy ")) << out;
  const std::string reply = last_after(out, "move ");
  ASSERT_FALSE(reply.empty()) << out;
  EXPECT_TRUE(legal.count(protocol::from_xboard_squares(reply, 10))) << reply;
  EXPECT_EQ(reply.find("10"), std::string::npos) << reply;

  const std::string start = run_xboard(
      "protover 2\nnew\nvariant rococo\nforce\nusermove b2b3\nusermove b7b6\nundo\nusermove c7c6\n");
  EXPECT_FALSE(has_line(start, "Illegal move")) << start;
}

TEST(XboardSession, ResultLinesInTheVariantsTerms) {
  std::string out =
      run_xboard("protover 2\nnew\nforce\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nsd 3\ngo\n");
  EXPECT_TRUE(has_line(out, "move a1a8")) << out;
  EXPECT_TRUE(has_line(out, "1-0 {White mates}")) << out;
  // Magnetic: the king is captured.
  out = run_xboard(
      "protover 2\nnew\nvariant magnetic\nforce\nsetboard 4k3/8/8/8/8/8/8/4RK2 w - - 0 1\nsd 2\ngo\n");
  EXPECT_TRUE(has_line(out, "move e1e8")) << out;
  EXPECT_TRUE(has_line(out, "1-0 {King captured}")) << out;
}

TEST(XboardSession, MoveNowAndThinkingOutput) {
  std::istringstream unused;
  SharedBuffer buffer;
  std::ostream out(&buffer);
  protocol::XboardSession session(unused, out);
  session.handle("protover 2");
  session.handle("new");
  session.handle("post");
  session.handle("st 100");
  session.handle("go");
  std::this_thread::sleep_for(300ms);
  const auto before = std::chrono::steady_clock::now();
  session.handle("?");
  session.handle("ping 3");  // the pong comes after the move
  EXPECT_LT(std::chrono::steady_clock::now() - before, 1s);
  const std::vector<std::string> lines = lines_of(buffer.text());
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines.back(), "pong 3");
  EXPECT_EQ(lines[lines.size() - 2].rfind("move ", 0), 0u) << buffer.text();
  // Thinking output: depth score time nodes pv.
  bool thinking = false;
  for (const std::string& l : lines) {
    std::istringstream fields(l);
    int depth = 0, score = 0;
    long time = 0, nodes = 0;
    std::string pv;
    if (fields >> depth >> score >> time >> nodes >> pv && depth >= 1) thinking = true;
  }
  EXPECT_TRUE(thinking) << buffer.text();
  // Analysis runs until exit; quit during it returns at once.
  session.handle("analyze");
  std::this_thread::sleep_for(100ms);
  session.handle("exit");
  session.handle("analyze");
  EXPECT_FALSE(session.handle("quit"));
}

// ------------------------------------------------------------------------------------------------ binary

std::string run_binary(const std::string& command, const std::string& script) {
  char path_template[] = "/tmp/nightrider_protocol_test.XXXXXX";
  const int fd = mkstemp(path_template);
  if (fd < 0) return {};
  FILE* file = fdopen(fd, "w");
  fputs(script.c_str(), file);
  fclose(file);
  const std::string shell =
      std::string("'") + nightrider::testing::nightrider_binary() + "' " + command + " < " + path_template;
  std::string out;
  if (FILE* pipe = popen(shell.c_str(), "r")) {
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, pipe)) > 0) out.append(chunk, n);
    pclose(pipe);
  }
  std::remove(path_template);
  return out;
}

TEST(UciBinary, PipedScriptPlaysAndSurvivesBadInput) {
  const std::string out =
      run_binary("uci",
                 "uci\nsetoption name UCI_Variant value antiking2\nisready\nposition startpos moves e2e4 zz\n"
                 "garbage\nposition startpos moves e2e4 e7e5\ngo depth 3\n");
  EXPECT_TRUE(has_line(out, "uciok"));
  EXPECT_TRUE(has_line(out, "readyok"));
  EXPECT_TRUE(has_line(out, "info string error: illegal move 'zz'")) << out;
  EXPECT_TRUE(has_line(out, "info string error: unknown command 'garbage'")) << out;
  EXPECT_TRUE(has_line(out, "bestmove ")) << out;
}

TEST(XboardBinary, PipedScriptPlaysRococo) {
  const std::string out = run_binary(
      "xboard", "xboard\nprotover 2\nnew\nvariant rococo\nforce\nusermove b2b3\nbogus\nsd 2\ngo\n");
  EXPECT_TRUE(has_line(out, "feature done=1"));
  EXPECT_TRUE(has_line(out, "setup ("));
  EXPECT_TRUE(has_line(out, "Error (unknown command): bogus")) << out;
  EXPECT_TRUE(has_line(out, "move ")) << out;
}

}  // namespace
}  // namespace nightrider
