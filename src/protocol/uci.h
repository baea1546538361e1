// A UCI session: reads commands line by line from a stream and answers on another, so a GUI drives it
// through stdin/stdout and tests through string streams. Searches run on a worker thread so that `stop`,
// `isready` and `quit` are answered at once. Bad input never ends the session: it is answered with
// `info string error: …` and the session goes on.
//
// Every accepted `go` gets exactly one `bestmove`. A command that needs the engine idle (`go`,
// `ucinewgame`, `setoption`) while a search runs or is ending follows Stockfish's convention: it waits for
// a search that ends by itself and stops one that waits for `stop` (`go infinite`, `go ponder`, a bare
// `go`); either way that search's `bestmove` comes first and the command is then carried out.
#pragma once

#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "protocol/search_thread.h"
#include "rules/rules.h"
#include "search/engine.h"

namespace nightrider::protocol {

// The Elo scale UCI_Elo offers and how it maps onto Skill Level. The mapping is linear and uncalibrated:
// it has not been measured against rated opponents.
constexpr int kUciEloMin = 800;
constexpr int kUciEloMax = 2800;
int skill_for_elo(int elo);  // 800 -> 0, 2800 -> 20, 100 Elo per level

class UciSession {
 public:
  UciSession(std::istream& in, std::ostream& out);
  ~UciSession();  // stops a running search and waits for it
  UciSession(const UciSession&) = delete;
  UciSession& operator=(const UciSession&) = delete;

  // Reads and answers commands until `quit` or the end of the input. At the end of the input a bounded
  // search is allowed to finish (its bestmove is printed); an infinite one is stopped.
  void run();
  // Answers one line; false when it was `quit`.
  bool handle(std::string_view line);
  // Waits for the running search, if any, to finish by itself.
  void wait_for_search();

 private:
  void send(const std::string& line);
  void error(const std::string& what);
  void stop_search();    // stops the running search, if any; its bestmove has been sent when this returns
  void finish_search();  // before a command that needs the engine idle: waits for or stops the search

  void cmd_uci();
  void cmd_setoption(const std::vector<std::string>& words);
  void cmd_position(const std::vector<std::string>& words);
  void cmd_go(const std::vector<std::string>& words);
  void cmd_show();
  void cmd_eval();
  bool set_variant(const std::string& name);  // false: no such variant (nothing changed)
  void apply_options();

  std::istream& in_;
  std::ostream& out_;
  std::mutex out_mutex_;

  std::shared_ptr<const Rules> rules_;
  std::unique_ptr<Position> pos_;  // Position has no default constructor
  Engine engine_;
  EngineOptions options_;
  int skill_level_ = 20;
  bool limit_strength_ = false;
  int elo_ = kUciEloMax;

  // The last search started; it answers only after `stop` when it was `go infinite`, `go ponder` or a
  // bare `go` (read and written by the input thread only).
  bool search_waits_for_stop_ = false;
  SearchThread search_{engine_};  // last: its destructor stops the search before anything it uses goes
};

}  // namespace nightrider::protocol
