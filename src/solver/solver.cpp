#include "solver/solver.h"

#include <algorithm>
#include <cstring>
#include <ctime>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <thread>
#include <type_traits>
#include <unordered_set>
#include <vector>

#include "conditions/captures/pad.h"
#include "solver/general_board.h"
#include "solver/help_targets.h"
#include "solver/intelligent/intelligent_order.h"
#include "solver/move_mark.h"
#include "solver/orthodox_board.h"
#include "solver/popeye_move_numbers.h"
#include "solver/popeye_move_order.h"
#include "solver/popeye_writer.h"
#include "solver/problem_setup.h"
#include "solver/proof_game.h"
#include "solver/search.h"
#include "solver/series_targets.h"
#include "solver/split_first_moves.h"
#include "solver/tree.h"
#include "solver/turn_board.h"

namespace nightrider::solver {
namespace {

// Builds a board of either kind with the given side to move.
template <class Board>
Board make_board(const SolverSetup& setup, bool white_to_move);

// The diagram with `white_to_move`'s side to move, for the boards of the rules core.
Position start_position(const SolverSetup& setup, bool white_to_move) {
  Position pos = setup.position;
  pos.set_side_to_move(white_to_move ? Colour::White : Colour::Black);
  apply_en_passant(*setup.rules, pos, setup.en_passant, pos.side_to_move());
  return pos;
}

template <>
GeneralBoard make_board<GeneralBoard>(const SolverSetup& setup, bool white_to_move) {
  GeneralBoard board(*setup.rules, start_position(setup, white_to_move), setup.keys_follow_origins);
  board.set_language(setup.language);
  if (setup.blocked_mate_bound) board.use_mate_bound(*setup.blocked_mate_bound);
  board.set_popeye_sorting(setup.popeye_sorting);
  return board;
}

template <>
TurnBoard make_board<TurnBoard>(const SolverSetup& setup, bool white_to_move) {
  TurnBoard board(*setup.rules, start_position(setup, white_to_move), setup.keys_follow_origins);
  board.set_language(setup.language);
  return board;
}

template <>
OrthodoxBoard make_board<OrthodoxBoard>(const SolverSetup& setup, bool white_to_move) {
  bitboard::Setup s = *setup.orthodox;
  s.white_to_move = white_to_move;
  s.en_passant = -1;
  if (!setup.en_passant.empty()) {
    Position pos = setup.position;
    apply_en_passant(*setup.rules, pos, setup.en_passant, white_to_move ? Colour::White : Colour::Black);
    if (pos.en_passant().is_some()) s.en_passant = pos.en_passant().rank() * 8 + pos.en_passant().file();
  }
  OrthodoxBoard board(s);
  board.set_language(setup.language);
  return board;
}

// How a root search's result for one first move is kept (in a checkpoint, or for other processes; see
// root_results.h) and read back: `save(i)` writes first move i's result as bytes, `restore(i, bytes)`
// puts it back. No `kept` (nothing shared, or a search whose first moves depend on each other).
template <class Save, class Restore>
struct KeptRoots {
  RootResults* kept = nullptr;
  int search = 0;  // the twin's root search number
  Save save;
  Restore restore;
};

// The CPU time of the calling thread.
double thread_cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// No second level: a thread with no first move left to take is done.
struct NoJoin {
  template <class Search>
  int operator()(Search&) const {
    return -2;
  }
};

// Runs job(search, index) for index in [0, count) on `threads` threads, each with its own search
// (board copy) and all with the shared table. With `kept` (root_results.h): first moves whose result is
// known (a checkpoint's) are restored, not searched; the first moves are dealt by it (other processes
// take some); each first move searched to its end is kept; the others' results are gathered at the end.
// A second level (split_first_moves.h): `job` returns whether the first move is finished when its
// thread is done with it (others may still be searching some of its replies), and a thread with no first
// move left calls join(search), which helps with another's first move: it returns that first move's
// index when this thread finished it, -1 when it did not, and -2 when there is nothing left to join.
template <class Board, class Job, class Save, class Restore, class Join = NoJoin>
void parallel_roots(const Board& board, const SearchSpec& spec, SolverTable& table, SearchControl& control,
                    int threads, int count, SolveProgress& progress, Job&& job, KeptRoots<Save, Restore> kept,
                    Join&& join = {}) {
  std::vector<char> restored(static_cast<size_t>(count), 0);
  if (kept.kept)
    for (int i = 0; i < count; ++i)
      if (std::optional<std::string> result = kept.kept->find(kept.search, i);
          result && kept.restore(i, *result)) {
        restored[static_cast<size_t>(i)] = 1;
        progress.root_done.fetch_add(1, std::memory_order_relaxed);
      }
  std::vector<char> searched(static_cast<size_t>(count), 0);
  // (From the thread that finishes first move i; each element is written by one thread.)
  auto finished = [&](int i) {
    searched[static_cast<size_t>(i)] = 1;
    // (A search cut short by a stop has an incomplete result: not kept.)
    if (kept.kept && !control.stopped()) kept.kept->keep(kept.search, i, kept.save(i));
    progress.root_done.fetch_add(1, std::memory_order_relaxed);
  };
  std::atomic<int> next{0};
  auto worker = [&]() {
    const double cpu_start = kept.kept ? thread_cpu_seconds() : 0;
    Search<Board> search(board, spec, table, control);
    for (;;) {
      if (control.stopped()) break;
      const int i = kept.kept ? kept.kept->next_root(kept.search, count, next) : next.fetch_add(1);
      if (i < 0 || i >= count) break;
      if (restored[static_cast<size_t>(i)]) continue;
      if constexpr (std::is_same_v<decltype(job(search, i)), bool>) {
        if (job(search, i)) finished(i);
      } else {
        job(search, i);
        finished(i);
      }
    }
    while (!control.stopped()) {
      const int i = join(search);
      if (i == -2) break;
      if (i >= 0) finished(i);
    }
    if (kept.kept) kept.kept->thread_done(kept.search, thread_cpu_seconds() - cpu_start);
  };
  // (With a second level every thread has work as long as one first move does.)
  const int n = std::is_same_v<std::decay_t<Join>, NoJoin> ? std::max(1, std::min(threads, count))
                                                           : std::max(1, threads);
  std::vector<std::thread> pool;
  for (int t = 1; t < n; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  // The first moves other processes searched (asked even when stopped: the others learn it so).
  if (kept.kept && kept.kept->gather(kept.search, count, control) && !control.stopped())
    for (int i = 0; i < count; ++i) {
      if (restored[static_cast<size_t>(i)] || searched[static_cast<size_t>(i)]) continue;
      const std::optional<std::string> result = kept.kept->find(kept.search, i);
      if (!result || !kept.restore(i, *result))
        throw std::logic_error("the result of a first move searched elsewhere is missing or damaged");
      progress.root_done.fetch_add(1, std::memory_order_relaxed);
    }
}

// The longest line a kept result may hold (a sanity bound for damaged checkpoints).
constexpr uint32_t kMaxLineMoves = 1024;

// Plain bytes of trivially copyable values, for the results kept in a checkpoint.
template <class T>
void append_bytes(std::string& out, const T& value) {
  static_assert(std::is_trivially_copyable_v<T>);
  out.append(reinterpret_cast<const char*>(&value), sizeof value);
}
// Reads a value written by append_bytes at `at`, moving past it; false when the bytes run out.
template <class T>
bool read_bytes(std::string_view in, size_t& at, T& value) {
  static_assert(std::is_trivially_copyable_v<T>);
  if (in.size() - at < sizeof value) return false;
  std::memcpy(&value, in.data() + at, sizeof value);
  at += sizeof value;
  return true;
}

// PADChess's marks at the end of a help line, each unit's by the square it started on (Position::origin);
// empty where PADChess is not played. Popeye keeps the marks beside its move journal, so its line writer,
// which replays the line's moves, asks the check marks of the moves before the last with the marks as at
// the line's end (TESTS/pad.inp#2: "Qd6*f8 +" for a queen that has just taken and, under Strict, checks
// nothing).
std::vector<std::pair<Square, bool>> pad_marks_at_line_end(GeneralBoard board,
                                                           const std::vector<Move>& moves) {
  std::vector<std::pair<Square, bool>> marks;
  const auto& modules = board.rules().modules();
  if (std::none_of(modules.begin(), modules.end(), [](const auto& m) {
        return dynamic_cast<const conditions::PadChess*>(m.get()) != nullptr;
      }))
    return marks;
  for (const Move& m : moves) board.play(m);
  const Position& end = board.position();
  for (Square s : end.geometry().squares())
    if (end.at(s).is_unit() && end.origin(s).is_some())
      marks.emplace_back(end.origin(s), (end.at(s).attributes() & kAttributeSpent) != 0);
  return marks;
}

// Is the side to move in check with PADChess's marks of the line's end (pad_marks_at_line_end)?
bool in_check_with_marks(const GeneralBoard& board, const std::vector<std::pair<Square, bool>>& marks) {
  Position pos = board.position();
  for (Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (!unit.is_unit() || pos.origin(s).is_none()) continue;
    for (const auto& [origin, spent] : marks) {
      if (origin != pos.origin(s) || spent == ((unit.attributes() & kAttributeSpent) != 0)) continue;
      pos.put(s, Piece(unit.kind(), unit.colour(), unit.attributes() ^ kAttributeSpent));
      pos.set_origin(s, origin);
    }
  }
  return board.rules().in_check(pos, pos.side_to_move());
}

// The numbering Popeye gives the moves of a help or series line.
template <class Board>
SolutionLine render_line(Board board, const std::vector<typename Board::MoveT>& moves, Goal goal, bool help,
                         int plies, int series_moves, bool first_half_move_passed = false, bool parry = false) {
  SolutionLine line;
  if (parry) {
    // Parry series: a series move that checks before the last is followed by the other side's parry,
    // unnumbered ("3.Qh1-c1 + Sd5-f4   4.Qc1-c6 +"); the other moves as in a series.
    int series_done = 0;
    bool parry_next = false;
    for (size_t i = 0; i < moves.size(); ++i) {
      SolutionLine::Step step;
      const bool is_parry = parry_next;
      parry_next = false;
      if (!is_parry && series_done < series_moves) step.number = std::to_string(++series_done) + ".";
      step.move = board.text(moves[i]);
      board.play(moves[i]);
      const bool within_series = !is_parry && series_done < series_moves && i + 1 < moves.size();
      if (is_parry || within_series)
        step.move += board.in_check() ? " +" : "";
      else
        step.move += move_mark(board, goal, i + 1 == moves.size());
      if (within_series) {
        if (board.in_check())
          parry_next = true;
        else
          board.play_null(/*series_pass=*/true);
      }
      line.steps.push_back(std::move(step));
    }
    return line;
  }
  if (first_half_move_passed) {
    // Set play of h#n.5: the line is numbered as the whole play, its first half move passed, which
    // Popeye writes "1...  ...  2.Ka6*b5 0-0".
    line.steps.push_back(SolutionLine::Step{"1...", "  ...", true});
    ++plies;
  }
  std::vector<std::pair<Square, bool>> pad_marks;
  if constexpr (std::is_same_v<Board, GeneralBoard>)
    if (help) pad_marks = pad_marks_at_line_end(board, moves);
  for (size_t i = 0; i < moves.size(); ++i) {
    SolutionLine::Step step;
    if (help) {
      // Pairs start with the side that does not make the last move; a line of odd length begins
      // with the other side's half move, "1...".
      const size_t at = first_half_move_passed ? i + 1 : i;  // (the half move's place in the whole play)
      const size_t q = (plies % 2 == 0) ? at : at + 1;
      if (plies % 2 == 1 && at == 0)
        step.number = "1...";
      else if (q % 2 == 0)
        step.number = std::to_string(q / 2 + 1) + ".";
    } else if (static_cast<int>(i) < series_moves) {
      step.number = std::to_string(i + 1) + ".";
    }
    step.move = board.text(moves[i]);
    board.play(moves[i]);
    // Within a series the other side only passes: it is never stalemated or mated there, as Popeye
    // writes it (a series king that takes the last enemy unit leaves no "=" behind it).
    const bool within_series = !help && static_cast<int>(i) + 1 < series_moves;
    if (within_series) {
      step.move += board.in_check() ? " +" : "";
    } else {
      std::string mark = move_mark(board, goal, i + 1 == moves.size());
      if constexpr (std::is_same_v<Board, GeneralBoard>)
        if (!pad_marks.empty() && i + 1 < moves.size() && (mark.empty() || mark == " +"))
          mark = in_check_with_marks(board, pad_marks) ? " +" : "";
      step.move += mark;
    }
    // In series play the other side passes between the series moves.
    if (!help && static_cast<int>(i) + 1 < series_moves) board.play_null(/*series_pass=*/true);
    line.steps.push_back(std::move(step));
  }
  return line;
}

// A line of help play of `help_plies` followed by a nested #2 ("3h[3a[#]d]h"): the help moves numbered
// from the first mover's, then the nested branch's from "1." again with the side that begins it (Popeye
// numbers a nested branch longer than two half moves afresh: output/plaintext/line/line.c).
template <class Board>
SolutionLine render_nested_attack_line(Board board, const std::vector<typename Board::MoveT>& moves,
                                       int help_plies, Goal goal) {
  SolutionLine line;
  for (size_t i = 0; i < moves.size(); ++i) {
    const size_t at = static_cast<int>(i) < help_plies ? i : i - static_cast<size_t>(help_plies);
    SolutionLine::Step step;
    if (at % 2 == 0) step.number = std::to_string(at / 2 + 1) + ".";
    step.move = board.text(moves[i]);
    board.play(moves[i]);
    step.move += move_mark(board, goal, i + 1 == moves.size());
    line.steps.push_back(std::move(step));
  }
  return line;
}

template <class Board>
class TwinSolver {
 public:
  using MoveT = typename Board::MoveT;

  TwinSolver(const SolverSetup& setup, const ProblemTwin& twin, const SolveSettings& settings,
             SearchControl& control, SolveProgress& progress, SolverTable& table)
      : setup_(setup),
        twin_(twin),
        settings_(settings),
        control_(control),
        progress_(progress),
        table_(table) {}

  void solve(TwinSolution& out) {
    const Stipulation& stip = twin_.stipulation;
    const Options& opt = twin_.options;
    const bool normal = !opt.half_duplex;
    const bool swapped = opt.duplex || opt.half_duplex;
    for (int pass = 0; pass < 2; ++pass) {
      if ((pass == 0 && !normal) || (pass == 1 && !swapped)) continue;
      const bool white = pass == 0;  // the side that plays the stipulation's role of White
      // (The set play has a first mover of its own, checked where it is solved.)
      play_skipped_ = king_capturable(first_mover_white(white), out);
      if (play_skipped_ && !opt.set_play) continue;
      if (stip.goal_negated)
        solve_negated_goal(out, white);
      else if (stip.series)
        solve_series(out, white);
      else if (stip.play == Play::Help || stip.play == Play::HelpSelf || stip.play == Play::HelpReflex)
        solve_help(out, white);
      else
        solve_battle(out, white);
      if (control_.stopped()) return;
    }
  }

 private:
  bool play_skipped_ = false;  // this pass's play (not its set play) has a king to take at once

  // A play whose first mover could take the king has no solution: Popeye skips it (the play, or only
  // its set play, or one twin) and says so; so do we, in a notice that is not an error.
  bool king_capturable(bool first_mover_white, TwinSolution& out) const {
    if (!make_board<GeneralBoard>(setup_, first_mover_white).other_side_in_check()) return false;
    const std::string notice = "the side to play can capture the king";
    if (std::find(out.notices.begin(), out.notices.end(), notice) == out.notices.end()) out.notices.push_back(notice);
    return true;
  }

  // The length of help-self and help-reflex play. WhiteBegins makes hs#n of whole moves hs#(n-1).5, as
  // Popeye plays and writes it: Black's half move comes first.
  struct HelpSelfLength {
    int moves;
    bool half_move;
  };
  HelpSelfLength help_self_length() const {
    const Stipulation& stip = twin_.stipulation;
    if (twin_.options.white_begins && !stip.half_move && stip.moves > 0) return {stip.moves - 1, true};
    return {stip.moves, stip.half_move};
  }

  // The side that makes the play's first move (not the set play's) when `white` plays White's role.
  bool first_mover_white(bool white) const {
    const Stipulation& stip = twin_.stipulation;
    if (stip.series) {
      const bool series_white = stip.play == Play::Help ? !white : white;
      return stip.intro_moves == 0 ? series_white : !series_white;
    }
    if (stip.play == Play::HelpSelf || stip.play == Play::HelpReflex)
      return help_self_length().half_move ? !white : white;  // (hs#n.5, hr#n.5: Black begins)
    if (twin_.options.post_key_play && !stip.series && stip.play != Play::Help) return !white;  // (after the key)
    if (stip.play == Play::Help) {
      int plies = 2 * stip.moves + (stip.half_move ? 1 : 0);
      if (twin_.options.white_begins && plies % 2 == 0 && plies > 0) --plies;
      return plies % 2 == 1 ? white : !white;  // the goal side makes the last move
    }
    return white;
  }

  SearchSpec base_spec(bool white) const {
    const Stipulation& stip = twin_.stipulation;
    const Options& opt = twin_.options;
    SearchSpec spec;
    spec.play = stip.play;
    spec.series = stip.series;
    spec.exact = stip.exact;
    spec.semi_reflex = stip.other_play == "semi-r";
    spec.parry = is_parry_series(stip);
    spec.goal_is_end = opt.goal_is_end;
    spec.keep_mating_piece = opt.keep_mating_piece;
    spec.quodlibet = opt.quodlibet && (stip.play == Play::Self || stip.play == Play::Reflex) && !stip.series;
    spec.goal = stip.goal;
    spec.reci_goal = stip.reci_goal;
    spec.help_defence_end = stip.help_defence_end;
    if (stip.target) spec.target = Square(stip.target->file, stip.target->rank);
    spec.attacker_white = white;
    spec.tries = opt.tries;
    spec.max_refutations = opt.defence.value_or(1);
    spec.max_threat_length = opt.threat;
    spec.max_flights = opt.max_flights;
    spec.no_threat = opt.no_threat;
    spec.no_short_variations = opt.no_short_variations;
    spec.mates_in_1 = opt.mates_in_1;
    if (opt.non_trivial) spec.non_trivial = SearchSpec::NonTrivial{opt.non_trivial->max_extra, opt.non_trivial->trivial_length};
    // (A help play's lines that end before the nested branch's goal move end with no goal move.)
    spec.popeye_mating_order =
        popeye_tries_mates_by_checks(twin_) && !(stip.help_defence_end && !stip.help_defence_end->written);
    spec.max_solutions = opt.max_solutions;
    if (settings_.max_solutions && (!spec.max_solutions || *settings_.max_solutions < *spec.max_solutions))
      spec.max_solutions = settings_.max_solutions;
    return spec;
  }

  // "White 1a[!G]d" (Stipulation::goal_negated): every legal move of White's that does not reach the
  // goal is a key, each its own paragraph, in Popeye's order of generation (its mating generator is
  // not asked: the goal is negated), written with its check mark.
  void solve_negated_goal(TwinSolution& out, bool white) {
    if (play_skipped_) return;
    const SearchSpec spec = base_spec(white);
    Board board = make_board<Board>(setup_, white);
    Search<Board> search(board, spec, table_, control_);
    typename Board::List& list = search.list(0);
    search.board().legal_moves(list);
    std::vector<MoveT> moves(list.begin(), list.end());
    if constexpr (requires { board.order_as_popeye(moves); }) board.order_as_popeye(moves);
    SolutionBlock block;
    block.kind = SolutionBlock::Kind::Tree;
    for (const MoveT& m : moves) {
      Board& b = search.board();
      TreeNode key;
      key.move = b.text(m);
      b.play(m);
      const bool reached = search.goal_reached();
      if (!reached) key.move += b.in_check() ? " +" : "";
      b.undo();
      if (reached) continue;
      key.mark = "!";
      block.trees.push_back(std::move(key));
    }
    out.blocks.push_back(std::move(block));
  }

  // --- Battle play: keys, tries, set play ---------------------------------------------------------
  void solve_battle(TwinSolution& out, bool white) {
    SearchSpec spec = base_spec(white);
    const int n = twin_.stipulation.moves;
    spec.length = n;
    if (n < 1) return;
    const Options& opt = twin_.options;

    if (opt.set_play && !king_capturable(!white, out)) {
      // The defender moves first.
      Search<Board> search(make_board<Board>(setup_, !white), spec, table_, control_);
      TreeBuilder<Board> builder(search, true, opt.variation);
      SolutionBlock block;
      block.kind = SolutionBlock::Kind::Tree;
      block.set_play = true;
      block.trees = builder.set_play(n, 0);
      out.blocks.push_back(std::move(block));  // (Popeye writes a blank line for none)
    }

    if (play_skipped_) return;
    if (opt.post_key_play) {
      // The diagram is the position after the key: the defender moves first, and every defence is
      // shown (the threat's answers, the refutations as such). solve() checked the king.
      Search<Board> search(make_board<Board>(setup_, !white), spec, table_, control_);
      TreeBuilder<Board> builder(search, true, true);
      // In #1 and r#1 the key is the whole play (a self mate's defender still has its forced move), but
      // for r#1's defender's goal moves, which it must play (Popeye's `1...Se1-c2 #`): with none,
      // Popeye writes nothing after the diagram but the blank line of an empty solution.
      if (n == 1 && (spec.play == Play::Direct ||
                     (spec.play == Play::Reflex && builder.forced_end(/*depth=*/2, /*ply=*/0).empty()))) {
        SolutionBlock none;
        none.kind = SolutionBlock::Kind::Tree;
        out.blocks.push_back(std::move(none));
        return;
      }
      SolutionBlock block;
      block.kind = SolutionBlock::Kind::Tree;
      block.post_key = true;
      block.trees.push_back(builder.post_key_play(n, 0));
      out.blocks.push_back(std::move(block));
      return;
    }

    Board board = make_board<Board>(setup_, white);
    if (spec.play == Play::Reflex && !spec.semi_reflex) {
      // The attacker can reach the goal at once, so it must: the play fails there (Popeye: "?!?").
      Search<Board> probe(board, spec, table_, control_);
      TreeBuilder<Board> builder(probe, false, false);
      if (std::vector<TreeNode> forced = builder.reflex_goal_moves(1, 0); !forced.empty()) {
        SolutionBlock block;
        block.kind = SolutionBlock::Kind::Tree;
        block.trees = std::move(forced);
        out.blocks.push_back(std::move(block));
        return;
      }
    }
    std::vector<MoveT> roots;
    bool mating_order = false;  // the first moves in the order of Popeye's mating generator
    {
      Search<Board> probe(board, spec, table_, control_);
      typename Board::List& list = probe.list(0);
      // (A double mate or an automate leaves the mover's king in check: the goal's candidates, kept where
      // they reach it.)
      // (In self play the goal is the defender's: the attacker's legal moves, s##!1.)
      if (n == 1 && goal_checks_own_king(spec.goal) && spec.play == Play::Direct)
        probe.goal_candidates(list);
      else if (spec.play == Play::Direct)
        probe.attacker_move_list(list);
      else
        probe.board().legal_moves(list);
      for (const MoveT& m : list) {
        probe.board().play(m);
        const bool no_move = probe.self_check_without_goal();
        probe.board().undo();
        if (!no_move) roots.push_back(m);
      }
      keep_chosen_first_moves(board, roots);
      // (In a #1 the first move is the mating move, which Popeye's mating generator may try.)
      const bool numbered = opt.start_move_number || opt.up_to_move_number;
      if constexpr (requires { board.order_as_popeye(roots, PopeyeGenerator::Mating); }) {
        if (n == 1 && spec.play == Play::Direct && spec.popeye_mating_order && !numbered) {
          board.order_as_popeye(roots, PopeyeGenerator::Mating);
          mating_order = true;
        }
      }
    }
    const int count = static_cast<int>(roots.size());
    progress_.depth.store(n);
    progress_.max_depth.store(n);
    progress_.root_total.store(count);
    progress_.root_done.store(0);
    // For each first move: does it win, and how many refutations has it (tries only)?
    std::vector<char> wins(roots.size(), 0);
    std::vector<int> refutations(roots.size(), 0);
    const int limit = spec.max_refutations + 1;
    parallel_roots(board, spec, table_, control_, effective_threads(), count, progress_,
                   [&](Search<Board>& s, int i) {
                     Board& b = s.board();
                     b.play(roots[i]);
                     wins[i] = key_wins(s, n);
                     if (!wins[i] && spec.tries) refutations[i] = count_refutations(s, n, limit);
                     b.undo();
                   },
                   kept_roots(
                       [&](int i) {
                         std::string bytes;
                         append_bytes(bytes, wins[i]);
                         append_bytes(bytes, refutations[i]);
                         return bytes;
                       },
                       [&](int i, std::string_view bytes) {
                         size_t at = 0;
                         return read_bytes(bytes, at, wins[i]) && read_bytes(bytes, at, refutations[i]) &&
                                at == bytes.size();
                       }));
    if (control_.stopped()) {
      // Cut short: the keys found so far, without their trees (the search can no longer answer).
      SolutionBlock found;
      for (size_t i = 0; i < roots.size(); ++i)
        if (wins[i]) {
          TreeNode key;
          key.move = board.text(roots[i]);
          key.mark = "!";
          found.trees.push_back(std::move(key));
        }
      if (!found.trees.empty()) out.blocks.push_back(std::move(found));
      return;
    }

    Search<Board> search(board, spec, table_, control_);
    TreeBuilder<Board> builder(search, opt.variation, opt.variation);
    SolutionBlock block;
    block.kind = SolutionBlock::Kind::Tree;
    int keys_found = 0;
    std::vector<size_t> tree_roots;  // each tree's first move (its index in `roots`)
    for (size_t i = 0; i < roots.size(); ++i) {
      if (wins[i]) {
        // MaxSolutions counts keys in battle play (in the order of the first moves).
        if (spec.max_solutions && keys_found >= *spec.max_solutions) {
          max_solutions_reached_ = true;
          continue;
        }
        ++keys_found;
        TreeNode key = builder.attacker_node(roots[i], n, 1, 0);
        key.mark = "!";
        block.trees.push_back(std::move(key));
        tree_roots.push_back(i);
      } else if (spec.tries && refutations[i] >= 1 && refutations[i] <= spec.max_refutations &&
                 !(opt.trivial_tries_avoid && refutations[i] == 1 && checks(board, roots[i]))) {
        // (TrivialTriesAvoid: Popeye's try avoider drops a checking first move with one refutation.)
        block.trees.push_back(builder.attacker_node(roots[i], n, 1, 0, true));
        tree_roots.push_back(i);
      }
    }
    if (writes_move_numbers(opt) && !mating_order && !spec.max_solutions)
      number_first_moves(board, white, roots, tree_roots, block);
    out.blocks.push_back(std::move(block));
  }

  // Does the first move `m` check the other side?
  static bool checks(Board& board, const MoveT& m) {
    board.play(m);
    const bool check = board.in_check();
    board.undo();
    return check;
  }

  // Option MoveNumbers: the first moves Popeye generates, in its order, and the place of each tree's
  // first move among them (SolutionBlock::move_numbers). None where that order is not known, where a
  // generated move has choices (how Popeye numbers those in battle play has not been seen), or where
  // the trees do not come in that order.
  void number_first_moves(Board& board, bool white, const std::vector<MoveT>& roots,
                          const std::vector<size_t>& tree_roots, SolutionBlock& block) {
    if constexpr (std::is_same_v<Board, GeneralBoard> || std::is_same_v<Board, OrthodoxBoard>) {
      GeneralBoard general = make_board<GeneralBoard>(setup_, white);
      bool with_choices = false;
      const std::optional<std::vector<Move>> generated = general.popeye_generated_moves(&with_choices);
      if (!generated || with_choices) return;
      std::vector<std::string> texts, lines;
      for (const Move& g : *generated) {
        const PopeyeCount counted = popeye_count_of(general, g);
        if (counted == PopeyeCount::Unknown) return;
        if (counted == PopeyeCount::NotNumbered) continue;
        texts.push_back(general.text(g));
        // (Popeye marks a first move that checks the other side, an illegal one too.)
        general.play(g);
        lines.push_back(general.in_check() ? texts.back() + " +" : texts.back());
        general.undo();
        // (StartMoveNumber and UpToMoveNumber: the moves outside are counted, not written.)
        const int number = static_cast<int>(lines.size());
        const Options& opt = twin_.options;
        if (number < opt.start_move_number.value_or(1) || number > opt.up_to_move_number.value_or(number))
          lines.back().clear();
      }
      std::vector<int> places;
      for (const size_t r : tree_roots) {
        const auto at = std::find(texts.begin(), texts.end(), board.text(roots[r]));
        if (at == texts.end()) return;
        const int place = static_cast<int>(at - texts.begin()) + 1;
        if (!places.empty() && place <= places.back()) return;
        places.push_back(place);
      }
      block.move_numbers = std::move(lines);
      block.move_number_places = std::move(places);
    } else if constexpr (std::is_same_v<Board, TurnBoard>) {
      // (Each turn is one numbered move, written as one; StartMoveNumber and UpToMoveNumber: the turns
      // outside are counted, not written.)
      Board numbered = board;
      const std::optional<std::vector<Turn>> ordered = numbered.popeye_numbered_turns();
      if (!ordered) return;
      const std::vector<Turn>& turns = *ordered;
      const Options& opt = twin_.options;
      std::vector<std::string> lines;
      std::vector<int> places;
      for (size_t i = 0; i < turns.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        const std::string text = numbered.text(turns[i]);
        const bool outside =
            number < opt.start_move_number.value_or(1) || number > opt.up_to_move_number.value_or(number);
        lines.push_back(outside ? std::string() : numbered.gives_check(turns[i]) ? text + " +" : text);
      }
      for (const size_t r : tree_roots) {
        const auto at = std::find(turns.begin(), turns.end(), roots[r]);
        if (at == turns.end()) return;
        const int place = static_cast<int>(at - turns.begin()) + 1;
        if (!places.empty() && place <= places.back()) return;
        places.push_back(place);
      }
      block.move_numbers = std::move(lines);
      block.move_number_places = std::move(places);
    }
  }

  // Does Popeye number the generated move `m`? It numbers the moves its generation keeps, before it
  // tests whether the mover's king is left in check. A move a condition's filter rejects (ours: one the
  // filters do not admit) Popeye's generation has rejected too
  // (SuperGuards' captures of a guarded unit, say): not numbered. A move our legality hooks reject after
  // it is played may be rejected before Popeye's count (Strict Circe's captures onto an occupied rebirth
  // square) or after it (Checkless chess's checks): only the latter is known.
  enum class PopeyeCount { Numbered, NotNumbered, Unknown };
  static PopeyeCount popeye_count_of(GeneralBoard& general, const Move& m) {
    MoveList legal;
    general.legal_moves(legal);
    if (std::find(legal.begin(), legal.end(), m) != legal.end()) return PopeyeCount::Numbered;
    general.play(m);
    const bool self_check = general.other_side_in_check();
    general.undo();
    if (self_check || popeye_numbers_after_legality_hooks(general, m)) return PopeyeCount::Numbered;
    if (!general.rules().admits(general.position(), m)) return PopeyeCount::NotNumbered;
    return PopeyeCount::Unknown;
  }

  // Option MoveNumbers in help and series play: Popeye numbers its first moves (popeye_numbered_moves)
  // and writes each one's lines after its number. `first_white`: the side of the first move;
  // `first_moves`: each line's first move, as written. None where the lines do not come in that order.
  void number_help_first_moves(bool first_white, const std::vector<std::string>& first_moves,
                               SolutionBlock& block) {
    if constexpr (std::is_same_v<Board, GeneralBoard> || std::is_same_v<Board, OrthodoxBoard>) {
      const std::optional<PopeyeNumberedMoves> numbered =
          popeye_numbered_moves(make_board<GeneralBoard>(setup_, first_white), twin_.options);
      if (!numbered) return;
      std::optional<std::vector<int>> places = popeye_first_move_places(*numbered, first_moves);
      if (!places) return;
      block.move_numbers = numbered->lines;
      block.move_number_places = std::move(*places);
    }
  }

  // After a first move (defender to move): does the attacker win within n (exact-: in n, no goal
  // sooner on the way; a key that could also win sooner by other moves is a key, as in Popeye)?
  bool key_wins(Search<Board>& s, int n) { return s.wins_after_attacker_move(n, 1); }

  // The defender's replies after which the attacker no longer wins, counted up to `limit`.
  int count_refutations(Search<Board>& s, int n, int limit) {
    Board& b = s.board();
    if (s.spec().play == Play::Direct && s.goal_reached()) return 0;
    // (A defender with too many flights has defended by that alone: no refutation, no try.)
    if (s.spec().play == Play::Direct && s.too_many_flights(n - 1, 1)) return 0;
    typename Board::List& moves = s.list(1);
    b.legal_moves(moves);
    std::vector<MoveT> defences(moves.begin(), moves.end());
    if (defences.empty()) return 0;
    int count = 0;
    for (const MoveT& d : defences) {
      b.play(d);
      // (Self play: an early goal by the defender counts as the attacker's win unless exact-.)
      const bool attacker_wins = s.wins_after_defender_move(s.spec().play == Play::Direct ? n - 1 : n, 2);
      b.undo();
      if (!attacker_wins && ++count >= limit) break;
    }
    return count;
  }

  // --- Help play ----------------------------------------------------------------------------------
  void solve_help(TwinSolution& out, bool white) {
    SearchSpec spec = base_spec(white);
    int plies = 2 * twin_.stipulation.moves + (twin_.stipulation.half_move ? 1 : 0);
    if (twin_.options.white_begins && plies % 2 == 0 && plies > 0) --plies;  // h#n becomes h#(n-0.5)
    // hs#n: White begins, the help play ends with White's n-th move, which forces Black's goal move
    // (hr#n: after which Black can reach the goal, and must); hs#n.5 and hr#n.5: Black's half move comes
    // first (its lines begin "1...").
    const HelpSelfLength self_length = help_self_length();
    if (spec.play == Play::HelpSelf || spec.play == Play::HelpReflex)
      plies = 2 * self_length.moves - (self_length.half_move ? 0 : 1);
    // hr#n.5: Black, beginning, can reach the goal at once, so it must: its goal moves are the
    // solutions, "1...b3-b2 #" (none for exact-).
    if (spec.play == Play::HelpReflex && self_length.half_move && !play_skipped_) {
      Board board = make_board<Board>(setup_, !white);
      Search<Board> probe(board, spec, table_, control_);
      if (probe.goal_in_one(0)) {
        SolutionBlock block;
        block.kind = SolutionBlock::Kind::Lines;
        if (!twin_.stipulation.exact)
          probe.record_goal_moves(0, [&](const std::vector<MoveT>& line) {
            block.lines.push_back(render_line(board, line, spec.goal, true, 1, 0));
          });
        out.blocks.push_back(std::move(block));
        return;
      }
    }
    // hr#n: a first mover that can reach the goal at once must, so the play fails there; Popeye lists
    // those moves as in reflex play ("1.Rb2-b8 # ?!?").
    if (spec.play == Play::HelpReflex && !self_length.half_move && !play_skipped_) {
      SearchSpec reflex = spec;
      reflex.play = Play::Reflex;
      Search<Board> probe(make_board<Board>(setup_, white), reflex, table_, control_);
      TreeBuilder<Board> builder(probe, false, false);
      if (std::vector<TreeNode> forced = builder.reflex_goal_moves(1, 0); !forced.empty()) {
        SolutionBlock block;  // (as help lines: "  1.Rb2-b8 # ?!?")
        block.kind = SolutionBlock::Kind::Lines;
        for (const TreeNode& node : forced)
          block.lines.push_back(SolutionLine{{SolutionLine::Step{"1.", node.move + " " + node.mark}}});
        out.blocks.push_back(std::move(block));
        return;
      }
    }
    // (The goal side makes the last move: of plies - 1, the other side begins when that is even.)
    if (twin_.options.set_play && plies > 1 && spec.play == Play::Help &&
        !king_capturable((plies - 1) % 2 == 1 ? white : !white, out))
      help_block(out, spec, plies - 1, white, true);
    if (!play_skipped_) help_block(out, spec, plies, white, false);
  }

  // Every solution of `plies` half-moves, and of the shorter lengths that differ by whole moves
  // (Popeye prints them too) unless the stipulation is exact-.
  void help_block(TwinSolution& out, SearchSpec spec, int plies, bool goal_side_white, bool set_play) {
    SolutionBlock block;
    block.kind = SolutionBlock::Kind::Lines;
    block.set_play = set_play;
    control_.solutions.store(0);  // MaxSolutions counts per phase (set play, solution)
    int shortest = twin_.stipulation.exact ? plies : (plies % 2 == 0 ? 2 : 1);
    // (A nested "2da[G]" is solved before any help move too: Popeye writes its lines first.)
    if (spec.help_defence_end && plies % 2 == 0 && !twin_.stipulation.exact) shortest = 0;
    // (MoveNumbers: each line's first move as written, while every line is of the whole length.)
    std::vector<std::string> first_moves;
    bool numbering =
        writes_move_numbers(twin_.options) && !set_play && !spec.reci_goal &&
        (spec.play == Play::Help || spec.play == Play::HelpSelf || spec.play == Play::HelpReflex) &&
        !spec.max_solutions && !twin_.options.intelligent && !spec.help_defence_end;
    for (int length = shortest; length <= plies; length += 2) {
      if (bounded_lengths_ && !popeye_length_within_move_numbers(twin_.options, length)) continue;
      spec.length = length;
      progress_.depth.store(length);
      progress_.max_depth.store(plies);
      // The goal side makes the last move.
      // ("3h[3a[#]d]h": the other side makes the help play's last move, then the goal side's #2.)
      const bool nested_attack = spec.help_defence_end && spec.help_defence_end->attack_first;
      const bool first_white = (length % 2 == 1) != nested_attack ? goal_side_white : !goal_side_white;
      Board board = make_board<Board>(setup_, first_white);
      // (Set play of an odd number of half moves, h#n.5: numbered as the whole play, see render_line.)
      const bool passed = set_play && plies % 2 == 0;
      // (reci-h: a line a move short ends with the reciprocal goal; its moves are numbered as the whole
      // play's.)
      auto reciprocal = [&](const std::vector<MoveT>& line) {
        return spec.reci_goal && static_cast<int>(line.size()) < length;
      };
      auto goal_of = [&](const std::vector<MoveT>& line) { return reciprocal(line) ? *spec.reci_goal : spec.goal; };
      auto plies_of = [&](const std::vector<MoveT>& line) {
        return reciprocal(line) ? length : static_cast<int>(line.size());
      };
      const FoundLineReport report(*this, [&](const std::vector<MoveT>& line) {
        if (nested_attack) return render_nested_attack_line(board, line, length, spec.goal);
        return render_line(board, line, goal_of(line), true, plies_of(line), 0, passed);
      });
      Lines lines;
      if (length == 0) {
        Search<Board> s(board, spec, table_, control_);
        s.line().clear();
        s.defence_end(0, [&](const std::vector<MoveT>& line) { record(s, line, lines); });
        // (Popeye 4.104 stops without a word where a nested branch not written is solved here.)
        if (!lines.empty() && !spec.help_defence_end->written)
          throw std::invalid_argument(
              "structured stipulation " + twin_.stipulation.structured +
              " whose nested branch, not written, is solved in the diagram (Popeye 4.104 fails there) is not "
              "supported");
        order_lines_as_popeye(board, lines, spec);
      } else if (spec.reci_goal && length == 2) {
        // (Both endings of reciprocal help play start from the diagram: no first moves to share out.)
        Search<Board> s(board, spec, table_, control_);
        s.line().clear();
        s.help(2, 0, [&](const std::vector<MoveT>& line) { record(s, line, lines); });
        order_lines_as_popeye(board, lines, spec);
        // (Intelligent mode: the lines stay as found, all of them sharing the empty beginning; the count
        // of the main goal's targets follows them.)
        if (intelligent_targets(spec, /*count_only=*/true) && !control_.stopped())
          order_by_intelligent_targets(board, lines, spec, 1, 1, block);
      } else {
        std::optional<HelpTargets> targets = help_targets(board, spec, length);
        // (Help play of three plies or more: the node after the first move has a move list to share,
        // unless it is the end of a reciprocal help play.)
        const bool share_replies = length >= 3 && !(length == 3 && spec.reci_goal);
        lines = collect_lines(board, spec, length == 1, share_replies, [&](Search<Board>& s, Lines& sink) {
          s.set_help_targets(targets ? &*targets : nullptr);
          s.help(length - 1, 1, [&](const std::vector<MoveT>& line) { record(s, line, sink); });
        });
        // (The goal side makes the last move: of `length` half-moves, the larger half.)
        if (intelligent_targets(spec) && !control_.stopped())
          order_by_intelligent_targets(board, lines, spec, (length + 1) / 2, length / 2, block);
      }
      for (size_t i = 0; i < lines.size(); ++i) {
        const std::vector<MoveT>& line = lines[i];
        // (Popeye writes the two endings of a reci-h#1 as two paragraphs.)
        if (plies == 2 && i > 0 && reciprocal(line) && !reciprocal(lines[i - 1])) {
          out.blocks.push_back(std::move(block));
          block = SolutionBlock{};
          block.kind = SolutionBlock::Kind::Lines;
        }
        block.lines.push_back(nested_attack
                                  ? render_nested_attack_line(board, line, length, spec.goal)
                                  : render_line(board, line, goal_of(line), true, plies_of(line), 0, passed));
        if (numbering && length == plies && !line.empty())
          first_moves.push_back(board.text(line.front()));
        else
          numbering = false;
      }
      if (control_.stopped()) break;
    }
    if (numbering && !control_.stopped())
      number_help_first_moves(plies % 2 == 1 ? goal_side_white : !goal_side_white, first_moves, block);
    // (A reci-h#1 without solutions has no paragraph at all: Popeye writes one blank line, not two.)
    if (spec.reci_goal && plies == 2 && block.lines.empty()) return;
    out.blocks.push_back(std::move(block));  // (an empty set play too: Popeye writes a blank line)
  }

  // --- Series play --------------------------------------------------------------------------------
  void solve_series(TwinSolution& out, bool white) {
    SearchSpec spec = base_spec(white);
    const int moves = twin_.stipulation.moves;
    if (moves < 1) return;
    // ser-h: the other side plays the series, the goal side answers.
    const bool series_white = spec.play == Play::Help ? !white : white;
    SolutionBlock block;
    block.kind = SolutionBlock::Kind::Lines;
    control_.solutions.store(0);
    const int intro = twin_.stipulation.intro_moves;
    if (intro == 0) {
      if (twin_.options.set_play) series_set_play(out, spec, series_white);
      if (play_skipped_) return;
      series_from(make_board<Board>(setup_, series_white), spec, nullptr, block);
    } else {
      if (play_skipped_) return;
      // "n->": the other side first plays up to n moves in a row (the series side passing between
      // them; Popeye asks at least one), then the series is solved from each position they reach.
      Board board = make_board<Board>(setup_, !series_white);
      const Board start = board;
      std::vector<MoveT> line;
      const IntroMoves intro_moves(*this, start, line);
      std::vector<typename Board::List> lists(static_cast<size_t>(intro));  // (on the heap: 12 KB each)
      // The positions (with the introductory moves left) from which nothing was found: reached again
      // by another order of those moves, they give nothing again. (The introductory line is written
      // only for a series found.)
      std::unordered_set<uint64_t> barren;
      const std::function<std::vector<SolutionLine::Step>()> intro_steps = [&] {
        return render_line(start, line, spec.goal, false, 0, intro + 1).steps;
      };
      std::function<bool(int)> introduce = [&](int left) {
        bool found = false;
        typename Board::List& list = lists[static_cast<size_t>(left - 1)];
        board.legal_moves(list);
        // (In Popeye's order, where the board knows it: the lines come in the order of these moves.)
        std::vector<MoveT> moves(list.begin(), list.end());
        if constexpr (requires { board.order_as_popeye(moves); }) board.order_as_popeye(moves);
        for (const MoveT& m : moves) {
          board.play(m);
          line.push_back(m);
          const uint64_t key = board.key() ^ (0x9E3779B97F4A7C15ull * static_cast<uint64_t>(left));
          if (!barren.count(key)) {
            const size_t before = block.lines.size();
            series_from(board, spec, &intro_steps, block);
            bool here = block.lines.size() > before;
            if (left > 1 && !board.in_check()) {  // (the series side cannot pass while in check)
              board.play_null(/*series_pass=*/true);
              here = introduce(left - 1) || here;
              board.undo_null();
            }
            if (!here && !control_.stopped()) barren.insert(key);
            found = found || here;
          }
          line.pop_back();
          board.undo();
          if (control_.stopped()) return found;
        }
        return found;
      };
      introduce(intro);
    }
    // (MoveNumbers: the first moves of the series side, or of the other side's introductory moves, as
    // in help play, while every series found is of the whole length.)
    if (writes_move_numbers(twin_.options) && !spec.parry && !spec.reci_goal && !spec.max_solutions &&
        !twin_.options.intelligent && !series_lines_short_ && !control_.stopped()) {
      std::vector<std::string> first_moves;
      for (const SolutionLine& line : block.lines) {
        if (line.steps.empty()) break;
        std::string first = line.steps.front().move;
        if (first.ends_with(" +")) first.resize(first.size() - 2);
        first_moves.push_back(first);
      }
      if (first_moves.size() == block.lines.size())
        number_help_first_moves(intro == 0 ? series_white : !series_white, first_moves, block);
    }
    out.blocks.push_back(std::move(block));
  }

  // The series of every length up to the stipulation's (only the full length when exact-) from
  // `board`, the series side to move; each line found goes to `block` behind the steps `shown_before`
  // gives (the introductory moves; none without it).
  void series_from(const Board& start, SearchSpec& spec,
                   const std::function<std::vector<SolutionLine::Step>()>* shown_before,
                   SolutionBlock& block) {
    const int moves = twin_.stipulation.moves;
    // ser-h# on the orthodox board: the search follows the target positions (solver/series_targets.h)
    // when there are not too many of them.
    SeriesTargets targets;
    bool by_targets = false;
    if constexpr (std::is_same_v<Board, OrthodoxBoard>) {
      if (spec.play == Play::Help && spec.goal == Goal::Mate && !spec.reci_goal)
        by_targets = targets.build(start.bitboard(), moves, kMaxSeriesTargets);
    }
    auto shown = [&](const std::vector<MoveT>& line, int length) {
      // (ser-reci-h: a line of the series alone ends with the reciprocal goal.)
      const bool reciprocal = spec.reci_goal && static_cast<int>(line.size()) == length;
      SolutionLine rendered =
          render_line(start, line, reciprocal ? *spec.reci_goal : spec.goal, false, 0, length, false, spec.parry);
      if (shown_before) {
        const std::vector<SolutionLine::Step> before = (*shown_before)();
        rendered.steps.insert(rendered.steps.begin(), before.begin(), before.end());
      }
      return rendered;
    };
    if (spec.parry && spec.play == Play::Direct) {  // pser-: battle play, written as lines
      spec.length = moves;
      progress_.depth.store(moves);
      progress_.max_depth.store(moves);
      progress_.root_total.store(0);
      constexpr int kAll = 1 << 20;  // (every move of a pser- line but its last is within the series)
      const FoundLineReport report(*this, [&](const std::vector<MoveT>& line) {
        return render_line(start, line, spec.goal, false, 0, kAll, false, true);
      });
      Lines lines;
      Search<Board> s(start, spec, table_, control_);
      if (!shown_before) {
        if (std::optional<std::vector<MoveT>> chosen = chosen_first_moves(start)) s.restrict_first_moves(*chosen);
      }
      s.parry_lines(moves, 0, true, [&](const std::vector<MoveT>& line) { record(s, line, lines); });
      order_series_lines_as_popeye(start, lines, spec, kAll);
      for (const auto& line : lines) block.lines.push_back(render_line(start, line, spec.goal, false, 0, kAll, false, true));
      return;
    }
    // Shorter series are solutions too, unless exact-.
    for (int length = twin_.stipulation.exact ? moves : 1; length <= moves; ++length) {
      // (Popeye's series of n moves: 2n-1 half-moves with the passes between, a ser-h# one more.)
      if (bounded_lengths_ &&
          !popeye_length_within_move_numbers(twin_.options, 2 * length - (spec.play == Play::Help ? 0 : 1)))
        continue;
      spec.length = length;
      progress_.depth.store(length);
      progress_.max_depth.store(moves);
      progress_.root_total.store(0);
      const FoundLineReport report(*this,
                                   [&](const std::vector<MoveT>& line) { return shown(line, length); });
      Lines lines;
      if (length > 1 && !by_targets && !spec.parry) {  // (parry series: one search)
        lines = collect_series_lines(start, spec, length, !shown_before);
      } else {
        Search<Board> s(start, spec, table_, control_);
        if (!shown_before) {
          if (std::optional<std::vector<MoveT>> chosen = chosen_first_moves(start))
            s.restrict_first_moves(*chosen);
        }
        std::optional<SeriesGuide> guide;
        if constexpr (std::is_same_v<Board, OrthodoxBoard>) {
          if (by_targets) {
            guide.emplace(targets, length);
            s.set_series_guide(&*guide);
          }
        }
        s.series(length, 0, [&](const std::vector<MoveT>& line) { record(s, line, lines); });
      }
      order_series_lines_as_popeye(start, lines, spec, length);
      // (ser-=: the series side stalemates; ser-h=: the other side, in one move.)
      if (intelligent_targets(spec) && !shown_before && !control_.stopped()) {
        const bool helped = spec.play == Play::Help;
        order_by_intelligent_targets(start, lines, spec, helped ? 1 : length, helped ? length : 0, block,
                                     length);
      }
      if (length < moves && !lines.empty()) series_lines_short_ = true;
      for (const auto& line : lines) block.lines.push_back(shown(line, length));
      if (control_.stopped()) break;
    }
  }

  // Popeye's intelligent mode for stalemates and mates (solver/intelligent): with option Intelligent, a
  // play whose goal is = or # and whose only side stalemated or mated is the one not making the last move,
  // orthodox and without MaxSolutions (whose first solutions Popeye takes in its own order), Popeye solves
  // target position after target position: its lines come in their order, and with MoveNumbers a line counts
  // the targets of each length. `goal_moves` and `other_moves`: each side's moves in this length.
  // (reci-h of one move: `count_only`, the lines keep the order they are found in, the count is
  // Popeye's; see order_by_intelligent_targets.)
  bool intelligent_targets(const SearchSpec& spec, bool count_only = false) const {
    return twin_.options.intelligent && (spec.goal == Goal::Stalemate || spec.goal == Goal::Mate) &&
           (!spec.reci_goal ||
            (spec.play == Play::Help && !twin_.stipulation.series && (count_only || spec.length > 2))) &&
           !spec.help_defence_end && !spec.max_solutions && !spec.parry &&
           (spec.play == Play::Help || (spec.play == Play::Direct && twin_.stipulation.series)) &&
           twin_.stipulation.intro_moves == 0 &&
           intelligent_restriction(twin_) == IntelligentRestriction::None &&
           (std::is_same_v<Board, OrthodoxBoard> ||
            (std::is_same_v<Board, GeneralBoard> && twin_.conditions.empty()));
  }

  // Puts `lines` (plays from `start`, in the plain search's order) in Popeye's intelligent order and,
  // with MoveNumbers, notes the count of targets after them in `block`. Left as they are where a play
  // reaches no target (then Popeye's enumeration is not what this one makes: no count either).
  // `series_moves`: a series' lines begin with that many moves of one side, the other passing between
  // them (0: help play).
  void order_by_intelligent_targets(const Board& start, std::vector<std::vector<MoveT>>& lines,
                                    const SearchSpec& spec, int goal_moves, int other_moves,
                                    SolutionBlock& block, int series_moves = 0) const {
    if constexpr (std::is_same_v<Board, OrthodoxBoard> || std::is_same_v<Board, GeneralBoard>) {
      // (The general board without conditions: a problem without a king, say. Not with fairy units or
      // holes.)
      std::array<int8_t, 64> codes{};
      if (!start.orthodox_codes(codes)) return;
      // Each side's rights to castle (queen side, king side) on `b`.
      auto rights_of = [](const Board& b, bool white[2], bool black[2]) {
        if constexpr (std::is_same_v<Board, OrthodoxBoard>) {
          const uint8_t rights = b.bitboard().castling_rights();
          white[0] = (rights & bitboard8::kWhiteQueenSide) != 0;
          white[1] = (rights & bitboard8::kWhiteKingSide) != 0;
          black[0] = (rights & bitboard8::kBlackQueenSide) != 0;
          black[1] = (rights & bitboard8::kBlackKingSide) != 0;
        } else {
          const bitboard::Setup setup = bitboard::setup_of(b.rules(), b.position());
          white[0] = setup.castle_white_queen;
          white[1] = setup.castle_white_king;
          black[0] = setup.castle_black_queen;
          black[1] = setup.castle_black_king;
        }
      };
      if constexpr (std::is_same_v<Board, GeneralBoard>) {
        if (start.position().has_hole()) return;
      }
      bool castle_white[2], castle_black[2];  // queen side, king side
      rights_of(start, castle_white, castle_black);
      // (Popeye's enumeration always stalemates Black: where White is stalemated it reflects the board
      // and swaps the colours.)
      const bool reflect = !spec.attacker_white;
      auto mirrored = [&](int sq) { return reflect ? (7 - sq / 8) * 8 + sq % 8 : sq; };
      auto walk_of = [](int code) {
        static constexpr intelligent::Walk walks[6] = {intelligent::Walk::Pawn,   intelligent::Walk::Knight,
                                                       intelligent::Walk::Bishop, intelligent::Walk::Rook,
                                                       intelligent::Walk::Queen,  intelligent::Walk::King};
        return walks[code % 6];
      };
      intelligent::EnumerationInput input;
      std::array<int, 64> unit_on{};
      unit_on.fill(-1);
      for (int sq = 0; sq < 64; ++sq) {
        const int code = codes[static_cast<size_t>(sq)];
        if (code < 0 || code >= 12) continue;
        const bool white = code < 6;
        unit_on[static_cast<size_t>(sq)] = static_cast<int>(input.units.size());
        input.units.push_back(
            intelligent::DiagramUnit{white != reflect ? intelligent::Side::White : intelligent::Side::Black,
                                     walk_of(code), mirrored(sq)});
      }
      for (int c = 0; c < 2; ++c) {
        input.castling[0][c] = reflect ? castle_black[c] : castle_white[c];
        input.castling[1][c] = reflect ? castle_white[c] : castle_black[c];
      }
      input.white_moves = goal_moves;
      input.black_moves = other_moves;
      // Where each unit ends: followed move by move through the squares each move changes.
      // (Mates: every position of the play, Popeye's guard follows them.)
      const bool mates = spec.goal == Goal::Mate;
      auto position_of = [&](const std::array<int, 64>& units, const std::array<int8_t, 64>& on,
                             const Board& b) {
        intelligent::PlayPosition p;
        p.units.resize(input.units.size());
        for (int sq = 0; sq < 64; ++sq)
          if (const int u = units[static_cast<size_t>(sq)]; u >= 0)
            p.units[static_cast<size_t>(u)] =
                intelligent::TargetUnit{walk_of(on[static_cast<size_t>(sq)]), mirrored(sq)};
        bool w[2], bl[2];
        rights_of(b, w, bl);
        for (int c = 0; c < 2; ++c) {
          p.castling[0][c] = reflect ? bl[c] : w[c];
          p.castling[1][c] = reflect ? w[c] : bl[c];
        }
        return p;
      };
      // (reci-h: the targets are the main goal's; a line a move short, ending in the reciprocal goal,
      // goes with the main lines that share its beginning.)
      const size_t full = static_cast<size_t>(goal_moves + other_moves);
      std::vector<size_t> main_at;
      for (size_t i = 0; i < lines.size(); ++i)
        if (!spec.reci_goal || lines[i].size() == full) main_at.push_back(i);
      std::vector<std::vector<intelligent::TargetUnit>> finals;
      std::vector<std::vector<intelligent::PlayPosition>> plays;
      for (size_t at : main_at) {
        const std::vector<MoveT>& line = lines[at];
        Board board = start;
        std::array<int, 64> units = unit_on;
        std::array<int8_t, 64> before = codes, after{};
        std::vector<intelligent::PlayPosition> play;
        if (mates) play.push_back(position_of(units, before, board));
        for (size_t j = 0; j < line.size(); ++j) {
          board.play(line[j]);
          if (static_cast<int>(j) + 1 < series_moves) {
            if constexpr (requires { board.play_series_pass(); })
              board.play_series_pass();
            else
              board.play_null(/*series_pass=*/true);
          }
          board.orthodox_codes(after);
          // (The mover's unit stands on every square the move fills; series lines have no passes, so the
          // board's side to move does not tell.)
          bool mover_white = true;
          for (int sq = 0; sq < 64; ++sq)
            if (const int a = after[static_cast<size_t>(sq)];
                a != before[static_cast<size_t>(sq)] && a >= 0 && a < 12)
              mover_white = a < 6;
          auto mover = [&](int code) { return code >= 0 && code < 12 && (code < 6) == mover_white; };
          std::vector<int> left, arrived;
          for (int sq = 0; sq < 64; ++sq) {
            const int b = before[static_cast<size_t>(sq)], a = after[static_cast<size_t>(sq)];
            if (a == b) continue;
            if (mover(b)) left.push_back(sq);
            if (mover(a)) arrived.push_back(sq);
          }
          std::array<int, 64> next = units;
          for (int sq = 0; sq < 64; ++sq)
            if (after[static_cast<size_t>(sq)] != before[static_cast<size_t>(sq)])
              next[static_cast<size_t>(sq)] = -1;
          for (int to : arrived) {
            int from = left.size() == 1 ? left[0] : -1;
            for (int l : left)  // (castling: the king to the king's square, the rook to the rook's)
              if (before[static_cast<size_t>(l)] == after[static_cast<size_t>(to)]) from = l;
            if (from >= 0) next[static_cast<size_t>(to)] = units[static_cast<size_t>(from)];
          }
          units = next;
          before = after;
          if (mates) play.push_back(position_of(units, before, board));
        }
        if (mates) plays.push_back(std::move(play));
        std::vector<intelligent::TargetUnit> final(input.units.size());
        for (int sq = 0; sq < 64; ++sq)
          if (const int u = units[static_cast<size_t>(sq)]; u >= 0)
            final[static_cast<size_t>(u)] =
                intelligent::TargetUnit{walk_of(before[static_cast<size_t>(sq)]), mirrored(sq)};
        finals.push_back(std::move(final));
      }
      // (StartMoveNumber and UpToMoveNumber ask for the move numbers too, Popeye's option reading.)
      const bool counted = writes_move_numbers(twin_.options);
      const intelligent::IntelligentOrder order =
          mates ? intelligent::order_by_mate_targets(input, plays, counted)
                : intelligent::order_by_stalemate_targets(input, finals, counted);
      if (!order.complete) return;
      std::vector<size_t> placed;  // the lines' indexes in their new order
      if (spec.reci_goal) {
        // Each main line brings, when its target comes, every line that shares its first moves (all
        // but the two last of the main line) in the plain order. (Where two main lines share them,
        // Popeye writes the reciprocal lines again after each main line of another target: not done,
        // those lengths keep the plain order and no count.)
        std::vector<bool> done(lines.size(), false);
        auto same_start = [&](const std::vector<MoveT>& a, const std::vector<MoveT>& b) {
          return a.size() + 2 >= full && b.size() + 2 >= full &&
                 std::equal(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(full - 2), b.begin());
        };
        for (size_t m = 0; m < main_at.size(); ++m)
          for (size_t n = m + 1; n < main_at.size(); ++n)
            if (full > 2 && same_start(lines[main_at[m]], lines[main_at[n]])) return;
        for (size_t k : order.order) {
          const size_t i = main_at[k];
          if (done[i]) continue;
          for (size_t j = 0; j < lines.size(); ++j)
            if (!done[j] && same_start(lines[j], lines[i])) {
              placed.push_back(j);
              done[j] = true;
            }
        }
        if (placed.size() != lines.size()) return;  // (a reciprocal line without its main line)
      } else {
        placed = order.order;
      }
      std::vector<std::vector<MoveT>> ordered;
      for (size_t i : placed) ordered.push_back(std::move(lines[i]));
      lines = std::move(ordered);
      if (counted)
        block.target_counts.push_back(SolutionBlock::TargetCount{block.lines.size() + lines.size(),
                                                                 order.targets, goal_moves, other_moves});
    } else {
      (void)start, (void)lines, (void)spec, (void)goal_moves, (void)other_moves, (void)block,
          (void)series_moves;
    }
  }

  static constexpr size_t kMaxSeriesTargets = 20000;

  // The target positions of a helpmate of `plies` half moves from `board` (solver/help_targets.h), where
  // the problem asks for option Intelligent and the board is orthodox, holes allowed.
  std::optional<HelpTargets> help_targets(const Board& board, const SearchSpec& spec, int plies) const {
    if (!twin_.options.intelligent || spec.play != Play::Help || spec.goal != Goal::Mate || spec.reci_goal ||
        spec.help_defence_end)
      return std::nullopt;
    HelpTargets::Codes codes;
    bool castling = false;
    uint64_t blocked = 0;
    if constexpr (std::is_same_v<Board, OrthodoxBoard>) {
      if (!board.orthodox_codes(codes)) return std::nullopt;
      castling = board.bitboard().castling_rights() != 0;
    } else if constexpr (std::is_same_v<Board, GeneralBoard>) {
      if (!setup_.blocked_mate_bound || !board.orthodox_codes(codes)) return std::nullopt;
      const bitboard::Setup s = bitboard::setup_of(board.rules(), board.position());
      castling = s.castle_white_king || s.castle_white_queen || s.castle_black_king || s.castle_black_queen;
      blocked = *setup_.blocked_mate_bound;
    } else {
      return std::nullopt;
    }
    // (The goal side makes the last move.)
    const bool mated_white = !spec.attacker_white;
    // Only where the mating side is its king and one unit: there the targets are few and exact about
    // the answers to the check (HelpTargets), and they prune far more than the mate bound. With more
    // units they are many and prune little more than it, and counting them at every node costs more
    // than it saves (docs/solver.md has the figures).
    int mating_units = 0;
    for (int8_t code : codes)
      if (code >= 0 && code < bitboard8::kOrthodoxEmpty && (code < 6) != mated_white) ++mating_units;
    if (mating_units != 2) return std::nullopt;
    const bool mating_first = board.white_to_move() == spec.attacker_white;
    const int mating = mating_first ? (plies + 1) / 2 : plies / 2;
    HelpTargets targets;
    if (!targets.build(codes, castling, mated_white, plies - mating, mating, blocked, kMaxHelpTargets))
      return std::nullopt;
    return targets;
  }
  static constexpr size_t kMaxHelpTargets = 200000;

  // Set play of series: the other side's move at once. ser-h#: the goal side reaches the goal in one;
  // ser-s#: the other side's every move reaches the goal (all are printed); ser-#: none.
  void series_set_play(TwinSolution& out, const SearchSpec& spec, bool series_white) {
    if (spec.play != Play::Help && spec.play != Play::Self && spec.play != Play::Reflex) return;
    if (king_capturable(!series_white, out)) return;
    Board board = make_board<Board>(setup_, !series_white);
    Search<Board> s(board, spec, table_, control_);
    Lines lines;
    auto keep = [&](const std::vector<MoveT>& line) { lines.push_back(line); };
    if (spec.play == Play::Self)
      s.record_forced_goal_moves(0, keep);
    else
      s.record_goal_moves(0, keep);
    // (ser-h= and ser-h# in intelligent mode: Popeye counts the set play's targets, with lines or
    // without.)
    const bool counted =
        spec.play == Play::Help && intelligent_targets(spec) && writes_move_numbers(twin_.options);
    if (lines.empty() && !counted) return;
    SolutionBlock block;
    block.kind = SolutionBlock::Kind::Lines;
    block.set_play = true;
    // (ser-h=: the set play is the goal side's one move, a target enumeration of its own.)
    if (spec.play == Play::Help && intelligent_targets(spec) && !control_.stopped())
      order_by_intelligent_targets(board, lines, spec, 1, 0, block);
    if (lines.empty() && block.target_counts.empty()) return;
    for (const auto& line : lines) block.lines.push_back(render_line(s.board(), line, spec.goal, true, 1, 0));
    out.blocks.push_back(std::move(block));
  }

  using Lines = std::vector<std::vector<MoveT>>;

  // The lines found under each first move, kept as bytes (root_results.h). (With MaxSolutions the first
  // moves share one count of solutions: none is kept.)
  auto kept_lines(std::vector<Lines>& per_root, const SearchSpec& spec) {
    return kept_roots(
        [&per_root](int i) {
          std::string bytes;
          append_bytes(bytes, static_cast<uint32_t>(per_root[i].size()));
          for (const std::vector<MoveT>& line : per_root[i]) {
            append_bytes(bytes, static_cast<uint32_t>(line.size()));
            for (const MoveT& m : line) append_bytes(bytes, m);
          }
          return bytes;
        },
        [&per_root](int i, std::string_view bytes) {
          Lines lines;
          size_t at = 0;
          uint32_t count = 0;
          if (!read_bytes(bytes, at, count)) return false;
          for (uint32_t l = 0; l < count; ++l) {
            uint32_t length = 0;
            if (!read_bytes(bytes, at, length) || length > kMaxLineMoves) return false;
            std::vector<MoveT>& line = lines.emplace_back(length);
            for (MoveT& m : line)
              if (!read_bytes(bytes, at, m)) return false;
          }
          if (at != bytes.size()) return false;
          per_root[i] = std::move(lines);
          return true;
        },
        !spec.max_solutions);
  }

  // Help play: the lines found under each first move, in the order of the first moves whatever the
  // number of threads. `run` searches the position after a first move into the sink it is given. With
  // `share_replies` (run searches a help node of two plies or more at ply 1, and its lines are all
  // found under that node's children), threads with no first move left take replies of the first moves
  // others are searching (split_first_moves.h).
  template <class Run>
  Lines collect_lines(const Board& board, const SearchSpec& spec, bool single_ply, bool share_replies,
                      Run&& run) {
    std::vector<MoveT> roots;
    {
      Search<Board> probe(board, spec, table_, control_);
      // (hr#: a first mover of the reflex side that can reach the goal must, and so has no help move.)
      if (probe.reflex_side_must_reach_goal(0)) return {};
      typename Board::List& list = probe.list(0);
      // (A double mate in one half move may leave the mover's king in check: the goal's candidates.)
      if (single_ply && is_double_mate(spec.goal) && spec.play == Play::Help)
        probe.goal_candidates(list);
      else
        probe.board().legal_moves(list);
      roots.assign(list.begin(), list.end());
      keep_chosen_first_moves(board, roots);
    }
    std::vector<Lines> per_root(roots.size());
    progress_.root_total.store(static_cast<int>(roots.size()));
    progress_.root_done.store(0);
    const int threads = spec.max_solutions ? 1 : effective_threads();
    using Split = SplitFirstMoves<MoveT>;
    using Take = std::function<int(const typename Board::List&)>;
    // First move i, into `sink`; with `take`, the node after it gives its children one at a time from
    // it (the node shared with other searches).
    auto search_first_move = [&](Search<Board>& s, int i, Lines& sink, Take take) {
      const bool shared = static_cast<bool>(take);
      if (shared) s.share_children(1, std::move(take));
      Board& b = s.board();
      b.play(roots[i]);
      s.line().clear();
      s.line().push_back(roots[i]);
      if ((!single_ply || spec.play != Play::Help) && s.mating_unit_gone()) {
        // (KeepMatingPiece: the goal side's last unit besides its king taken, the line stops.)
      } else if (single_ply && spec.play == Play::HelpSelf) {
        // hs#1: the first move must force the other side's goal move (all are printed).
        s.record_forced_goal_moves(1, [&](const std::vector<MoveT>& line) { record(s, line, sink); });
      } else if (single_ply && spec.help_defence_end) {
        s.nested_end(1, [&](const std::vector<MoveT>& line) { record(s, line, sink); });
      } else if (single_ply && spec.play == Play::HelpReflex) {
        // hr#1: after the first move the other side reaches the goal (each of its goal moves a line).
        s.record_goal_moves(1, [&](const std::vector<MoveT>& line) { record(s, line, sink); });
      } else if (single_ply) {
        if (s.goal_reached()) record(s, s.line(), sink);
      } else if (!s.help_play_ended(1)) {  // (a first move that ends the play stops there)
        run(s, sink);
      }
      s.line().clear();
      b.undo();
      if (shared) s.share_children(-1, {});
    };
    if (share_replies && !spec.max_solutions && settings_.root_results &&
        settings_.root_results->deals_replies()) {
      // Dealt among processes (MPI), each task is a first move and one reply to it: a process can then
      // help with a long first move as a thread helps with another's (split_first_moves.h), with no
      // state shared beyond the task's number. Every process lists the same replies (the same position
      // lists the same moves, checked below); a first move's lines are its replies' lines in the order
      // of its replies, the order one search finds them in.
      std::vector<std::pair<int, int>> tasks;
      std::vector<size_t> reply_counts(roots.size());
      {
        Search<Board> lister(board, spec, table_, control_);
        Board& b = lister.board();
        for (size_t i = 0; i < roots.size(); ++i) {
          b.play(roots[i]);
          typename Board::List& replies = lister.list(1);
          b.legal_moves(replies);
          reply_counts[i] = replies.size();
          b.undo();
          // (A first move with no reply is a task all the same: the search after it decides.)
          for (size_t j = 0; j < std::max<size_t>(1, reply_counts[i]); ++j)
            tasks.emplace_back(static_cast<int>(i), static_cast<int>(j));
        }
      }
      std::vector<Lines> per_task(tasks.size());
      progress_.root_total.store(static_cast<int>(tasks.size()));
      parallel_roots(
          board, spec, table_, control_, threads, static_cast<int>(tasks.size()), progress_,
          [&](Search<Board>& s, int k) {
            // (Plain variables, not a structured binding: a lambda below captures j.)
            const int i = tasks[static_cast<size_t>(k)].first, j = tasks[static_cast<size_t>(k)].second;
            bool taken = false;
            search_first_move(s, i, per_task[static_cast<size_t>(k)],
                              [&taken, j, expected = reply_counts[static_cast<size_t>(i)]](
                                  const typename Board::List& moves) {
                                if (moves.size() != expected)
                                  throw std::logic_error("a first move's replies differ from their list");
                                if (taken || static_cast<size_t>(j) >= moves.size()) return -1;
                                taken = true;
                                return j;
                              });
          },
          kept_lines(per_task, spec));
      for (size_t k = 0; k < tasks.size(); ++k)
        for (auto& line : per_task[k])
          per_root[static_cast<size_t>(tasks[k].first)].push_back(std::move(line));
    } else {
      const bool sharing = share_replies && threads > 1;
      Split split(static_cast<int>(roots.size()));
      // (True when this thread finished the first move: its lines are then in place.)
      auto leave = [&](typename Split::Share& share) {
        if (!split.leave(share)) return false;
        per_root[static_cast<size_t>(share.first)] = split.take_lines(share.first);
        return true;
      };
      auto shared_first_move = [&](Search<Board>& s, typename Split::Share& share) {
        search_first_move(s, share.first, share.found, [&split, &share](const typename Board::List& moves) {
          return split.take(share, moves);
        });
      };
      parallel_roots(
          board, spec, table_, control_, threads, static_cast<int>(roots.size()), progress_,
          [&](Search<Board>& s, int i) {
            if (!sharing) {
              search_first_move(s, i, per_root[static_cast<size_t>(i)], {});
              return true;
            }
            typename Split::Share share = split.open(i);
            shared_first_move(s, share);
            return leave(share);
          },
          // (With MaxSolutions the first moves share one count of solutions: none is kept.)
          kept_lines(per_root, spec),
          [&](Search<Board>& s) {
            if (!sharing) return -2;
            const int i = split.join();
            if (i < 0) return -2;
            typename Split::Share share(i, /*owns=*/false);
            shared_first_move(s, share);
            return leave(share) ? i : -1;
          });
    }
    Lines all;
    for (auto& r : per_root)
      for (auto& l : r) all.push_back(std::move(l));
    order_lines_as_popeye(board, all, spec);
    return all;
  }

  // Series of `length` > 1 moves from `start`, split at the series side's first move so that threads
  // (and processes) share them; the lines in the order one search finds them (the first moves' order).
  Lines collect_series_lines(const Board& start, const SearchSpec& spec, int length, bool chosen_apply) {
    std::vector<MoveT> roots;
    {
      Search<Board> probe(start, spec, table_, control_);
      // ser-r: a series side that can reach the goal at once must, so no series begins here.
      if (spec.play == Play::Reflex && !spec.semi_reflex && probe.goal_in_one(0)) return {};
      typename Board::List& list = probe.list(0);
      probe.board().legal_moves(list);
      roots.assign(list.begin(), list.end());
    }
    if (chosen_apply) {
      if (const std::optional<std::vector<MoveT>> chosen = chosen_first_moves(start))
        std::erase_if(roots, [&](const MoveT& m) {
          return std::find(chosen->begin(), chosen->end(), m) == chosen->end();
        });
    }
    std::vector<Lines> per_root(roots.size());
    progress_.root_total.store(static_cast<int>(roots.size()));
    progress_.root_done.store(0);
    const int threads = spec.max_solutions ? 1 : effective_threads();
    parallel_roots(
        start, spec, table_, control_, threads, static_cast<int>(roots.size()), progress_,
        [&](Search<Board>& s, int i) {
          Board& b = s.board();
          b.play(roots[i]);
          // (As the search's own series step: none but the last move may give check.)
          if (!b.in_check() && !s.series_play_ended(1)) {
            if constexpr (requires { b.play_series_pass(); })
              b.play_series_pass();
            else
              b.play_null(/*series_pass=*/true);
            s.line().assign(1, roots[i]);
            s.series(length - 1, 1, [&](const std::vector<MoveT>& line) { record(s, line, per_root[i]); });
            s.line().clear();
            b.undo_null();
          }
          b.undo();
        },
        kept_lines(per_root, spec));
    Lines all;
    for (auto& r : per_root)
      for (auto& l : r) all.push_back(std::move(l));
    return all;
  }

  // Popeye prints lines in the order it finds them, trying the moves of each position in its order: on
  // the general board (whose generation order is its own) the lines are sorted so where every move's
  // place in that order is known, else left as found.
  void order_lines_as_popeye(const Board& board, Lines& lines, const SearchSpec& spec) {
    // (Sorting costs a move generation per move of a line, or, where the board remembers the moves lines
    // share (the general board), one per distinct beginning of lines: not for the huge outputs of h~
    // problems. Popeye's intelligent mode finds its lines in another order, from the mates it sets up.)
    constexpr bool shares_beginnings = requires(PopeyePlacesCache& cache) {
      board.popeye_places(lines[0], PopeyeGenerator::Normal, &cache);
    };
    // (A help play ending in a nested branch: its lines are many where each ends in several defences.)
    const size_t most_lines = spec.help_defence_end ? 200000 : shares_beginnings ? 20000 : 1000;
    // (Stalemates in intelligent mode are sorted so first, then by their targets: intelligent_targets.)
    if (lines.size() < 2 || lines.size() > most_lines ||
        (twin_.options.intelligent && !intelligent_targets(spec)))
      return;
    std::vector<std::pair<std::vector<int>, size_t>> keyed;
    PopeyePlacesCache cache;
    for (size_t i = 0; i < lines.size(); ++i) {
      // (Every line ends in the goal, whose move Popeye's mating generator may try; not so in reciprocal
      // play, whose lines end in one of two goals.)
      const bool mating = spec.popeye_mating_order && !spec.reci_goal;
      std::vector<int> places =
          popeye_places(board, lines[i], mating ? PopeyeGenerator::Mating : PopeyeGenerator::Normal, cache);
      if (places.empty()) {
        if (!spec.reci_goal)
          order_lines_partly_as_popeye(board, lines,
                                       mating ? PopeyeGenerator::Mating : PopeyeGenerator::Normal, 0);
        return;
      }
      // reci-h: after the moves both endings share, the help play's lines come before the reciprocal
      // goal's (a line a move short).
      if (spec.reci_goal && spec.length >= 2 && places.size() + 2 >= static_cast<size_t>(spec.length))
        places.insert(places.begin() + (spec.length - 2), static_cast<int>(places.size()) < spec.length ? 1 : 0);
      keyed.emplace_back(std::move(places), i);
    }
    std::stable_sort(keyed.begin(), keyed.end());
    Lines sorted;
    for (auto& [places, i] : keyed) sorted.push_back(std::move(lines[i]));
    lines = std::move(sorted);
  }

  // Series play of `length` moves from `start` (the diagram's position): Popeye tries the series side's
  // moves depth first, each position's in its order, and prints each line as it finds it, so the lines
  // sorted by each move's place in Popeye's order of the moves where it is played come as Popeye prints
  // them (the search's own order may differ: threads share out the first moves, ser-h# on the orthodox
  // board follows target positions). A line's first `length` moves are the series side's, a further
  // one the other side's answer (ser-h, ser-s, ser-r); its last move is tried by Popeye's mating
  // generator where it is on. Left as found where a place is not known, with option Intelligent, or for
  // more than 1000 lines (sorting costs a move generation per distinct beginning of lines).
  void order_series_lines_as_popeye(const Board& start, Lines& lines, const SearchSpec& spec, int length) {
    if (lines.size() < 2 || lines.size() > 1000 || (twin_.options.intelligent && !intelligent_targets(spec)))
      return;
    const bool mating = spec.popeye_mating_order && !spec.reci_goal;
    if (spec.parry) {  // (each move's place read as the line is replayed, parries included)
      order_lines_partly_as_popeye(start, lines, mating ? PopeyeGenerator::Mating : PopeyeGenerator::Normal, length,
                                   true);
      return;
    }
    std::vector<std::pair<std::vector<int>, size_t>> keyed;
    PopeyePlacesCache cache;
    for (size_t i = 0; i < lines.size(); ++i) {
      std::vector<int> places = popeye_places(
          start, lines[i], mating ? PopeyeGenerator::Mating : PopeyeGenerator::Normal, cache, length);
      if (places.empty()) {
        order_lines_partly_as_popeye(start, lines, mating ? PopeyeGenerator::Mating : PopeyeGenerator::Normal,
                                     length);
        return;
      }
      keyed.emplace_back(std::move(places), i);
    }
    std::stable_sort(keyed.begin(), keyed.end());
    Lines sorted;
    for (auto& [places, i] : keyed) sorted.push_back(std::move(lines[i]));
    lines = std::move(sorted);
  }

  // Where a position's order is not known (a unit of a walk popeye_move_order has no table for), the
  // lines that part there keep the order they were found in, and those that part where it is known
  // are sorted as Popeye prints them (general board, up to 1000 lines: a move generation per move of
  // each line). `series_moves` as for popeye_places.
  void order_lines_partly_as_popeye(const Board& start, Lines& lines, PopeyeGenerator last_move,
                                    int series_moves, bool parry = false) {
    if constexpr (std::is_same_v<Board, GeneralBoard>) {
      if (lines.size() > 1000) return;
      std::vector<std::pair<std::vector<int>, size_t>> keyed;
      MoveList list;
      for (size_t i = 0; i < lines.size(); ++i) {
        const std::vector<MoveT>& line = lines[i];
        Board b = start;
        std::vector<int> places;
        int series_done = 0;      // (parry series: the series moves played, the parries aside)
        bool parry_next = false;  // (the next move parries a series move's check)
        for (size_t j = 0; j < line.size(); ++j) {
          // (pser-: a line of one move is a first move, which Popeye generates as any other.)
          const PopeyeGenerator generator =
              j + 1 == line.size() && !(parry && j == 0) ? last_move : PopeyeGenerator::Normal;
          b.legal_moves(list);
          const std::vector<int> place = b.popeye_places_here({line[j]}, list, generator);
          // (Not known: the lines that part here in the order found. Lines are found depth first, so
          // those sharing this move follow one another: they share the key of the first of them.)
          if (!place.empty())
            places.push_back(place[0]);
          else if (i > 0 && lines[i - 1].size() > j &&
                   std::equal(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(j) + 1,
                              lines[i - 1].begin()))
            places.push_back(keyed.back().first[j]);
          else
            places.push_back(static_cast<int>(i));
          b.play(line[j]);
          if (parry) {
            const bool was_parry = parry_next;
            parry_next = false;
            if (!was_parry && ++series_done < series_moves) {
              if (b.in_check())
                parry_next = true;
              else
                b.play_series_pass();
            }
          } else if (static_cast<int>(j) + 1 < series_moves) {
            b.play_series_pass();
          }
        }
        keyed.emplace_back(std::move(places), i);
      }
      std::stable_sort(keyed.begin(), keyed.end());
      Lines sorted;
      for (auto& [places, i] : keyed) sorted.push_back(std::move(lines[i]));
      lines = std::move(sorted);
    }
  }

  // Each move's place in Popeye's order of the moves where it is played (empty: not known). The
  // orthodox board's moves are read on the general board, move for move by their text.
  // `series_moves` (series play): the line's first moves are one side's series of that many, the other
  // side passing between them (GeneralBoard::popeye_places); boards that cannot replay that say empty.
  std::vector<int> popeye_places(const Board& board, const std::vector<MoveT>& line,
                                 PopeyeGenerator last_move, PopeyePlacesCache& cache, int series_moves = 0) {
    if constexpr (requires { board.popeye_places(line, last_move, &cache, series_moves); }) {
      return board.popeye_places(line, last_move, &cache, series_moves);
    } else if (series_moves > 0 && !std::is_same_v<Board, OrthodoxBoard>) {
      return {};
    } else if constexpr (requires { board.popeye_places(line, last_move); }) {
      return board.popeye_places(line, last_move);
    } else if constexpr (std::is_same_v<Board, OrthodoxBoard>) {
      Board copy = board;
      GeneralBoard general = general_board_at(board);
      std::vector<int> places;
      MoveList list;
      for (size_t i = 0; i < line.size(); ++i) {
        const MoveT& m = line[i];
        general.legal_moves(list);
        const Move* same = same_move_on(general, list, copy.text(m));
        const PopeyeGenerator generator = i + 1 == line.size() ? last_move : PopeyeGenerator::Normal;
        const std::vector<int> place =
            same ? general.popeye_places_here({*same}, list, generator) : std::vector<int>{};
        if (place.empty()) return {};
        places.push_back(place[0]);
        general.play(*same);
        copy.play(m);
        if (static_cast<int>(i) + 1 < series_moves) {
          general.play_series_pass();
          copy.play_null(/*series_pass=*/true);
        }
      }
      return places;
    } else {
      return {};
    }
  }

  // While a series is solved after introductory moves ("n->"), the position they start from and the
  // moves played so far (the series side passing between them).
  struct IntroState {
    const Board* start = nullptr;
    const std::vector<MoveT>* line = nullptr;
  };
  class IntroMoves {
   public:
    IntroMoves(TwinSolver& solver, const Board& start, const std::vector<MoveT>& line)
        : solver_(solver), saved_(solver.intro_) {
      solver_.intro_ = {&start, &line};
    }
    ~IntroMoves() { solver_.intro_ = saved_; }
    IntroMoves(const IntroMoves&) = delete;
    IntroMoves& operator=(const IntroMoves&) = delete;

   private:
    TwinSolver& solver_;
    IntroState saved_;
  };

  // The general board in the position of `board` (the orthodox board: its moves' order is read there):
  // the diagram's position, after the introductory moves played so far (by their text).
  GeneralBoard general_board_at(const Board& board) {
    if (!intro_.start || intro_.line->empty()) return make_board<GeneralBoard>(setup_, board.white_to_move());
    Board copy = *intro_.start;
    GeneralBoard general = make_board<GeneralBoard>(setup_, copy.white_to_move());
    MoveList legal;
    for (size_t i = 0; i < intro_.line->size(); ++i) {
      const MoveT& m = (*intro_.line)[i];
      general.legal_moves(legal);
      const Move* same = same_move_on(general, legal, copy.text(m));
      if (!same) return make_board<GeneralBoard>(setup_, board.white_to_move());
      general.play(*same);
      copy.play(m);
      if (i + 1 < intro_.line->size()) {
        general.play_series_pass();
        copy.play_null(/*series_pass=*/true);
      }
    }
    return general;
  }

  // The move of `legal` (the general board's legal moves) written `text`, if any.
  static const Move* same_move_on(GeneralBoard& general, const MoveList& legal, const std::string& text) {
    for (const Move& g : legal)
      if (general.text(g) == text) return &g;
    return nullptr;
  }


  // While it lives, each line recorded is also rendered and passed to SolveSettings::on_line_found.
  class FoundLineReport {
   public:
    FoundLineReport(TwinSolver& solver, std::function<SolutionLine(const std::vector<MoveT>&)> render)
        : solver_(solver) {
      if (solver_.settings_.on_line_found) solver_.render_found_ = std::move(render);
    }
    ~FoundLineReport() { solver_.render_found_ = nullptr; }
    FoundLineReport(const FoundLineReport&) = delete;
    FoundLineReport& operator=(const FoundLineReport&) = delete;

   private:
    TwinSolver& solver_;
  };

  void record(Search<Board>& s, const std::vector<MoveT>& line, Lines& sink) {
    sink.push_back(line);
    if (render_found_) {
      std::string text = line_text(render_found_(line));  // (renders on a copy of the root board)
      text.erase(0, text.find_first_not_of(' '));         // (without the output's indentation)
      const std::lock_guard<std::mutex> lock(found_mutex_);
      settings_.on_line_found(text);
    }
    const int found = control_.solutions.fetch_add(1) + 1;
    if (s.spec().max_solutions && found >= *s.spec().max_solutions) {
      max_solutions_reached_ = true;
      control_.stop.store(true);
    }
  }

  int effective_threads() const { return std::max(1, settings_.threads); }

  // The checkpoint's view of the twin's next root search (none without a checkpoint, or when `keep` is
  // false). Root searches are numbered in the order they run, the same in every run of the twin.
  template <class Save, class Restore>
  KeptRoots<Save, Restore> kept_roots(Save save, Restore restore, bool keep = true) {
    const int search = root_searches_++;
    return {keep ? settings_.root_results : nullptr, search, std::move(save), std::move(restore)};
  }

  // Options StartMoveNumber and UpToMoveNumber: the first moves from `board` Popeye tries, those from
  // (up to) the numbers given in its order (nullopt: no such option, all moves).
  std::optional<std::vector<MoveT>> chosen_first_moves(const Board& board) {
    const Options& opt = twin_.options;
    if ((!opt.start_move_number && !opt.up_to_move_number) || bounded_lengths_) return std::nullopt;
    if constexpr (std::is_same_v<Board, GeneralBoard>) {
      return board.popeye_chosen_first_moves(opt.start_move_number, opt.up_to_move_number);
    } else if constexpr (std::is_same_v<Board, TurnBoard>) {
      // (A turn of several moves is one numbered move.)
      const std::optional<std::vector<Turn>> numbered = Board(board).popeye_numbered_turns();
      if (!numbered)
        throw std::invalid_argument(
            "StartMoveNumber and UpToMoveNumber with turns of several moves are supported only where the "
            "side "
            "to move has no king and Popeye's order of the turns is known");
      const std::vector<Turn>& turns = *numbered;
      const size_t first = static_cast<size_t>(std::max(1, opt.start_move_number.value_or(1)) - 1);
      const size_t last = std::min(
          turns.size(),
          static_cast<size_t>(std::max(0, opt.up_to_move_number.value_or(static_cast<int>(turns.size())))));
      return first < last ? std::vector<Turn>(turns.begin() + static_cast<std::ptrdiff_t>(first),
                                              turns.begin() + static_cast<std::ptrdiff_t>(last))
                          : std::vector<Turn>{};
    } else {
      throw std::invalid_argument("StartMoveNumber and UpToMoveNumber are solved on the general board only");
    }
  }
  // Puts `roots` in Popeye's order (general board), then strikes out the first moves StartMoveNumber and
  // UpToMoveNumber leave out.
  void keep_chosen_first_moves(const Board& board, std::vector<MoveT>& roots) {
    // (On the general board the first moves are tried, and their solutions printed, in Popeye's order.)
    if constexpr (requires { board.order_as_popeye(roots); }) {
      board.order_as_popeye(roots);
    } else if constexpr (std::is_same_v<Board, OrthodoxBoard>) {
      // (Read on the general board, by their text, as for the lines.)
      GeneralBoard general = general_board_at(board);
      MoveList legal;
      general.legal_moves(legal);
      std::vector<std::string> texts;
      for (const Move& g : legal) texts.push_back(general.text(g));
      std::vector<Move> same;
      for (const MoveT& root : roots) {
        const auto at = std::find(texts.begin(), texts.end(), board.text(root));
        if (at == texts.end()) return keep_chosen(board, roots);
        same.push_back(legal[static_cast<size_t>(at - texts.begin())]);
      }
      const std::vector<int> places = general.popeye_places_here(same, legal);
      if (places.empty()) return keep_chosen(board, roots);
      std::vector<std::pair<int, size_t>> keyed;  // (place, index)
      for (size_t i = 0; i < roots.size(); ++i) keyed.emplace_back(places[i], i);
      std::stable_sort(keyed.begin(), keyed.end());
      std::vector<MoveT> sorted;
      for (const auto& [place, i] : keyed) sorted.push_back(roots[i]);
      roots = std::move(sorted);
    }
    keep_chosen(board, roots);
  }
  // Strikes out of `roots` the first moves StartMoveNumber and UpToMoveNumber leave out.
  void keep_chosen(const Board& board, std::vector<MoveT>& roots) {
    const std::optional<std::vector<MoveT>> chosen = chosen_first_moves(board);
    if (!chosen) return;
    std::erase_if(
        roots, [&](const MoveT& m) { return std::find(chosen->begin(), chosen->end(), m) == chosen->end(); });
  }

 public:
  bool max_solutions_reached() const { return max_solutions_reached_; }

 private:
  IntroState intro_;
  const SolverSetup& setup_;
  const ProblemTwin& twin_;
  const SolveSettings& settings_;
  SearchControl& control_;
  SolveProgress& progress_;
  SolverTable& table_;
  bool max_solutions_reached_ = false;
  int root_searches_ = 0;  // see kept_roots
  // StartMoveNumber and UpToMoveNumber bound the lengths tried, not the first moves (Popeye's
  // intelligent mode: move_numbers_bound_lengths).
  const bool bounded_lengths_ = move_numbers_bound_lengths(twin_);
  bool series_lines_short_ = false;  // a series shorter than the stipulation's was found (MoveNumbers)
  std::function<SolutionLine(const std::vector<MoveT>&)> render_found_;  // see FoundLineReport
  std::mutex found_mutex_;                                               // one on_line_found at a time
};

}  // namespace

namespace {
// A structured stipulation's form that means PostKeyPlay or Quodlibet (Stipulation::post_key_play,
// ::quodlibet), as the options: how the twin is set up and solved.
ProblemTwin structured_forms_as_options(const ProblemTwin& twin) {
  ProblemTwin with_options = twin;
  with_options.options.post_key_play = twin.options.post_key_play || twin.stipulation.post_key_play;
  with_options.options.quodlibet = twin.options.quodlibet || twin.stipulation.quodlibet;
  with_options.stipulation.post_key_play = with_options.stipulation.quodlibet = false;
  return with_options;
}
}  // namespace

bool post_key_defender_in_check(const ProblemTwin& twin) {
  const Stipulation& stip = twin.stipulation;
  if (!(twin.options.post_key_play || stip.post_key_play) || stip.series ||
      (stip.play != Play::Direct && stip.play != Play::Self && stip.play != Play::Reflex))
    return false;
  try {
    const SolverSetup made = set_up(structured_forms_as_options(twin));
    return make_board<GeneralBoard>(made, false).in_check();  // (the defender, Black, to move)
  } catch (const std::invalid_argument&) {
    return false;
  }
}

TwinSolution solve_twin(const ProblemTwin& twin, const SolveSettings& settings, SearchControl& control,
                        SolveProgress& progress, SolverTable& table) {
  // A structured stipulation's form may mean PostKeyPlay or Quodlibet (Stipulation::post_key_play):
  // solved as the options.
  if (twin.stipulation.post_key_play || twin.stipulation.quodlibet) {
    return solve_twin(structured_forms_as_options(twin), settings, control, progress, table);
  }
  // Proof games (dia, a=>b) have their own search (solver/proof_game.h).
  if (is_proof_game(twin.stipulation)) return solve_proof_game_twin(twin, settings, control, progress);
  TwinSolution out;
  out.label = twin.label;
  out.heading = twin.heading;
  std::optional<SolverSetup> made;
  try {
    if (settings.extra_conditions.empty()) {
      made = set_up(twin);
    } else {
      ProblemTwin with_conditions = twin;
      with_conditions.conditions.insert(with_conditions.conditions.end(), settings.extra_conditions.begin(),
                                        settings.extra_conditions.end());
      made = set_up(with_conditions);
    }
  } catch (const std::invalid_argument& e) {
    out.error = e.what();
    return out;
  }
  made->language = settings.language;
  out.stop_on_short_ignored = twin.options.stop_on_short_solutions;  // (set_up refused the other plays)
  out.try_play_ignored = try_play_ignored(twin);
  out.threat_option_ignored = threat_option_ignored(twin);
  out.set_play_ignored = set_play_ignored(twin);
  const IntelligentRestriction restriction = intelligent_restriction(twin);
  out.intelligent_restricted = restriction != IntelligentRestriction::None;
  if (restriction == IntelligentRestriction::NotSolved) {  // (as Popeye: the line, no solving)
    out.notices.push_back("option Intelligent beside a condition or unit Popeye's intelligent mode does not take");
    return out;
  }
  const SolverSetup& setup = *made;
  table.start_new_solve();
  bool max_solutions = false;
  try {
    if (setup.orthodox && !settings.force_general_path) {
      TwinSolver<OrthodoxBoard> solver(setup, twin, settings, control, progress, table);
      solver.solve(out);
      max_solutions = solver.max_solutions_reached();
    } else if (setup.rules->turns_may_go_on()) {
      // Turns of several moves (Annéciens, Progressif): the searches move turn by turn.
      if (is_parry_series(twin.stipulation))
        throw std::invalid_argument("stipulation " + twin.stipulation.text + " with turns of several moves is not supported yet");
      TwinSolver<TurnBoard> solver(setup, twin, settings, control, progress, table);
      solver.solve(out);
      max_solutions = solver.max_solutions_reached();
    } else {
      TwinSolver<GeneralBoard> solver(setup, twin, settings, control, progress, table);
      solver.solve(out);
      max_solutions = solver.max_solutions_reached();
    }
  } catch (const std::invalid_argument& e) {
    out.error = e.what();
    return out;
  }
  if (max_solutions) {
    out.cut_short = true;
    const bool caller_limit =
        settings.max_solutions &&
        (!twin.options.max_solutions || *settings.max_solutions < *twin.options.max_solutions);
    out.cut_reason = caller_limit
                         ? std::to_string(*settings.max_solutions) + " solutions shown, the most allowed here"
                         : "MaxSolutions reached";
    out.partial = !caller_limit;
  } else if (control.stopped()) {
    out.cut_short = true;
    out.cut_reason = "solving interrupted";
  }
  return out;
}

}  // namespace nightrider::solver
