#include "solver/proof_game.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>

#include "solver/empty_board.h"
#include "solver/general_board.h"
#include "solver/move_mark.h"
#include "solver/problem_setup.h"

namespace nightrider::solver {
namespace {

namespace b8 = bitboard8;
using empty_board::kFar;

// An orthodox kind as bitboard8's type, or -1.
int proof_type_of(PieceKind k) {
  switch (k) {
    case PieceKind::Pawn: return b8::kPawn;
    case PieceKind::Knight: return b8::kKnight;
    case PieceKind::Bishop: return b8::kBishop;
    case PieceKind::Rook: return b8::kRook;
    case PieceKind::Queen: return b8::kQueen;
    case PieceKind::King: return b8::kKing;
    default: return -1;
  }
}

int proof_sq64(Square s) { return s.rank() * 8 + s.file(); }

// Moves for a pawn to go from `from` to `to` (8x8 indices) as a pawn; `to` may be on the last rank (the
// move that promotes). Each change of file is a capture.
int proof_pawn_steps(bool white, int from, int to) {
  if (from == to) return 0;
  const int r0 = white ? from / 8 : 7 - from / 8, r1 = white ? to / 8 : 7 - to / 8;
  const int dr = r1 - r0, df = std::abs(to % 8 - from % 8);
  if (r0 == 0 || dr <= 0 || df > dr) return kFar;
  return r0 == 1 && dr - df >= 2 ? dr - 1 : dr;
}

// The lower bound on the moves each side still needs (see proof_game.h), for orthodox walks on 8x8.
class ProofBound {
 public:
  explicit ProofBound(const Position& target) {
    for (Square s : target.geometry().squares()) {
      const Piece p = target.at(s);
      if (!p.is_unit()) continue;
      const int c = p.colour() == Colour::White ? 0 : 1;
      targets_[c].push_back({proof_sq64(s), proof_type_of(p.kind()), s, p});
      ++count_[c];
      ++kinds_[c][static_cast<size_t>(proof_type_of(p.kind()))];
    }
  }

  // Whether a target of orthodox units (no attributes, no neutral units) on 8x8 can be measured.
  static bool applies(const Position& target) {
    if (target.geometry().width() != 8 || target.geometry().height() != 8) return false;
    for (Square s : target.geometry().squares()) {
      const Piece p = target.at(s);
      if (p.is_hole()) return false;
      if (!p.is_unit()) continue;
      if (proof_type_of(p.kind()) < 0 || p.attributes() != 0 || p.colour() == Colour::Neutral) return false;
    }
    return true;
  }

  // The moves White (0) and Black (1) need at least; kFar when the target cannot be reached.
  std::array<int, 2> needed(const Position& pos) const {
    struct Have {
      int sq, type;
    };
    std::array<std::vector<Have>, 2> have;
    std::array<std::array<int, 6>, 2> kinds{};
    for (Square s : pos.geometry().squares()) {
      const Piece p = pos.at(s);
      if (!p.is_unit()) continue;
      const int type = proof_type_of(p.kind());
      if (type < 0 || p.colour() == Colour::Neutral) return {kFar, kFar};
      const int c = p.colour() == Colour::White ? 0 : 1;
      have[c].push_back({proof_sq64(s), type});
      ++kinds[c][static_cast<size_t>(type)];
    }
    std::array<int, 2> out{0, 0};
    for (int c = 0; c < 2; ++c) {
      const bool white = c == 0;
      const int other = 1 - c;
      // Units never appear: a side keeps at most what it has, its pawns and kings too; more pieces of a
      // kind than now need as many promotions, from the pawns that are not needed as pawns.
      if (static_cast<int>(have[c].size()) < count_[c]) return {kFar, kFar};
      if (kinds[c][b8::kPawn] < kinds_[c][b8::kPawn] || kinds[c][b8::kKing] < kinds_[c][b8::kKing])
        return {kFar, kFar};
      int promotions = 0;
      for (int t : {b8::kKnight, b8::kBishop, b8::kRook, b8::kQueen})
        promotions += std::max(0, kinds_[c][static_cast<size_t>(t)] - kinds[c][static_cast<size_t>(t)]);
      if (promotions > kinds[c][b8::kPawn] - kinds_[c][b8::kPawn]) return {kFar, kFar};
      // The units of the other side that must go are taken by this side, one move each.
      const int captures = static_cast<int>(have[other].size()) - count_[other];
      const uint8_t castles = castles_of(pos, white);
      int sum = 0, file_changes = 0;
      for (const Target& t : targets_[c]) {
        if (pos.at(t.square) == t.piece) continue;
        int best = kFar, fewest_files = kFar;
        for (const Have& h : have[c]) {
          int d = kFar;
          if (t.type == b8::kPawn) {
            if (h.type != b8::kPawn) continue;
            d = proof_pawn_steps(white, h.sq, t.sq);
            if (d < kFar) fewest_files = std::min(fewest_files, std::abs(h.sq % 8 - t.sq % 8));
          } else if (h.type == t.type) {
            d = t.type == b8::kKing ? empty_board::king_reach(h.sq, t.sq, castles)
                                    : empty_board::reach(t.type, white, h.sq, t.sq);
          } else if (h.type == b8::kPawn && t.type != b8::kKing) {
            const int last = white ? 56 : 0;
            for (int q = last; q < last + 8; ++q) {
              const int steps = proof_pawn_steps(white, h.sq, q);
              if (steps < kFar) d = std::min(d, steps + empty_board::reach(t.type, white, q, t.sq));
            }
          }
          best = std::min(best, d);
        }
        if (best >= kFar) return {kFar, kFar};
        sum += best;
        if (t.type == b8::kPawn) file_changes += fewest_files;
      }
      if (file_changes > captures) return {kFar, kFar};
      // (Castling moves a rook with the king: one move fewer.)
      if (castles) sum = std::max(0, sum - 1);
      out[static_cast<size_t>(c)] = std::max(sum, captures);
    }
    return out;
  }

 private:
  struct Target {
    int sq, type;
    Square square;
    Piece piece;
  };
  static uint8_t castles_of(const Position& pos, bool white) {
    const int rank = white ? 0 : 7;
    if (!pos.has_right(Square(4, rank)) || pos.at(Square(4, rank)) != Piece(PieceKind::King, white ? Colour::White : Colour::Black))
      return 0;
    uint8_t out = 0;
    if (pos.has_right(Square(7, rank))) out |= white ? b8::kWhiteKingSide : b8::kBlackKingSide;
    if (pos.has_right(Square(0, rank))) out |= white ? b8::kWhiteQueenSide : b8::kBlackQueenSide;
    return out;
  }
  std::array<std::vector<Target>, 2> targets_;
  std::array<int, 2> count_{0, 0};
  std::array<std::array<int, 6>, 2> kinds_{};
};

uint64_t proof_mix(uint64_t x) {
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Every line of exactly `plies` half-moves from the board's position to the target.
class ProofSearch {
 public:
  ProofSearch(GeneralBoard board, const Position& target, SearchControl& control, bool bounded)
      : board_(std::move(board)), target_(target), control_(control) {
    if (bounded) bound_.emplace(target);
  }

  void solve(int plies, const std::function<void(const std::vector<Move>&)>& found) {
    found_ = &found;
    lists_.resize(static_cast<size_t>(plies) + 1);
    line_.clear();
    barren_.clear();
    search(plies);
  }

 private:
  bool reached() const {
    const Position& pos = board_.position();
    for (Square s : pos.geometry().squares())
      if (pos.at(s) != target_.at(s)) return false;
    return true;
  }

  bool within_bound(int left) const {
    if (!bound_) return true;
    const std::array<int, 2> need = bound_->needed(board_.position());
    const bool white = board_.white_to_move();
    const int mine = (left + 1) / 2, theirs = left / 2;
    return need[white ? 0 : 1] <= mine && need[white ? 1 : 0] <= theirs;
  }

  bool search(int left) {
    if (left == 0) {
      if (!reached()) return false;
      (*found_)(line_);
      return true;
    }
    if (control_.stopped()) return false;
    if ((control_.nodes.fetch_add(1, std::memory_order_relaxed) & (control_.poll_interval - 1)) == 0)
      control_.poll();
    if (!within_bound(left)) return false;
    const uint64_t key = board_.key() ^ proof_mix(static_cast<uint64_t>(left) + 0x51ED27ull);
    if (barren_.count(key)) return false;
    bool found = false;
    MoveList& moves = lists_[static_cast<size_t>(left)];
    board_.legal_moves(moves);
    for (const Move& m : moves) {
      board_.play(m);
      line_.push_back(m);
      found = search(left - 1) || found;
      line_.pop_back();
      board_.undo();
      if (control_.stopped()) return found;
    }
    if (!found && barren_.size() < kMaxBarren) barren_.insert(key);
    return found;
  }

  static constexpr size_t kMaxBarren = size_t{1} << 22;
  GeneralBoard board_;
  const Position& target_;
  SearchControl& control_;
  std::optional<ProofBound> bound_;
  std::vector<MoveList> lists_;
  std::vector<Move> line_;
  std::unordered_set<uint64_t> barren_;
  const std::function<void(const std::vector<Move>&)>* found_ = nullptr;
};

// Popeye's text of a proof game: each of the first side's moves numbered, checks marked, the goal's
// word after the last move.
SolutionLine proof_line_text(GeneralBoard board, const std::vector<Move>& moves, const std::string& goal_word) {
  SolutionLine line;
  for (size_t i = 0; i < moves.size(); ++i) {
    SolutionLine::Step step;
    if (i % 2 == 0) step.number = std::to_string(i / 2 + 1) + ".";
    step.move = board.text(moves[i]);
    board.play(moves[i]);
    if (i + 1 == moves.size())
      step.move += (board.in_check() ? " +" : "") + (" " + goal_word);
    else
      step.move += move_mark(board, Goal::Other);
    line.steps.push_back(std::move(step));
  }
  return line;
}

}  // namespace

std::vector<Unit> game_array_units() {
  std::vector<Unit> units;
  const std::string back = "RSBQKBSR";
  for (int file = 0; file < 8; ++file) {
    units.push_back({UnitColour::White, std::string(1, back[static_cast<size_t>(file)]), {}, {file, 0}});
    units.push_back({UnitColour::White, "P", {}, {file, 1}});
    units.push_back({UnitColour::Black, "P", {}, {file, 6}});
    units.push_back({UnitColour::Black, std::string(1, back[static_cast<size_t>(file)]), {}, {file, 7}});
  }
  return units;
}

bool proof_game_white_first(const ProblemTwin& twin) {
  return twin.stipulation.goal_text == "dia" || twin.options.white_begins;
}

TwinSolution solve_proof_game_twin(const ProblemTwin& twin, const SolveSettings& settings, SearchControl& control,
                                   SolveProgress& progress) {
  TwinSolution out;
  out.label = twin.label;
  out.heading = twin.heading;
  const Stipulation& stip = twin.stipulation;
  const bool dia = stip.goal_text == "dia";
  // The start and the target as a twin set_up knows: the start's units, the target's as target_units.
  ProblemTwin game = twin;
  game.conditions.insert(game.conditions.end(), settings.extra_conditions.begin(), settings.extra_conditions.end());
  if (dia) {
    game.target_units = twin.units;
    game.units = game_array_units();
  }
  std::optional<SolverSetup> made;
  std::optional<Position> target;
  try {
    if (!dia && twin.target_units.empty())
      throw std::invalid_argument("stipulation " + stip.text + " needs the position to reach");
    made = set_up(game);
    ProblemTwin aim = game;
    aim.units = game.target_units;
    aim.target_units.clear();
    aim.stipulation.goal = Goal::AnyMove;  // (only its units matter here)
    aim.stipulation.goal_text = "~";
    aim.options.en_passant.clear();
    target = set_up(aim).position;
  } catch (const std::invalid_argument& e) {
    out.error = e.what();
    return out;
  }
  const SolverSetup& setup = *made;
  const bool white_first = proof_game_white_first(twin);
  const int plies = 2 * stip.moves + (stip.half_move ? 1 : 0);
  // The bound measures orthodox walks: no conditions, no fairy units, 8x8.
  const bool bounded = setup.orthodox.has_value() && ProofBound::applies(*target) &&
                       ProofBound::applies(setup.position);
  Position start = setup.position;
  start.set_side_to_move(white_first ? Colour::White : Colour::Black);
  apply_en_passant(start, setup.en_passant, start.side_to_move());
  const GeneralBoard board(*setup.rules, start, setup.keys_follow_origins);
  std::optional<int> max_solutions = twin.options.max_solutions;
  if (settings.max_solutions && (!max_solutions || *settings.max_solutions < *max_solutions))
    max_solutions = settings.max_solutions;

  SolutionBlock block;
  block.kind = SolutionBlock::Kind::Lines;
  control.solutions.store(0);
  bool max_reached = false;
  const int shortest = stip.exact ? plies : (plies % 2 == 0 ? 2 : 1);
  for (int length = std::max(0, shortest); length <= plies && !control.stopped(); length += 2) {
    progress.depth.store(length);
    progress.max_depth.store(plies);
    ProofSearch search(board, *target, control, bounded);
    search.solve(length, [&](const std::vector<Move>& line) {
      SolutionLine text = proof_line_text(board, line, stip.goal_text);
      if (settings.on_line_found) {
        std::string t;
        for (size_t i = 0; i < text.steps.size(); ++i)
          t += (i ? " " : "") + text.steps[i].number + text.steps[i].move;
        settings.on_line_found(t);
      }
      block.lines.push_back(std::move(text));
      const int found = control.solutions.fetch_add(1) + 1;
      if (max_solutions && found >= *max_solutions) {
        max_reached = true;
        control.stop.store(true);
      }
    });
  }
  out.blocks.push_back(std::move(block));
  if (max_reached) {
    out.cut_short = true;
    out.cut_reason = "MaxSolutions reached";
  } else if (control.stopped()) {
    out.cut_short = true;
    out.cut_reason = "solving interrupted";
  }
  return out;
}

}  // namespace nightrider::solver
