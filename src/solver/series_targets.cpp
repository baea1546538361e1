#include "solver/series_targets.h"

#include <algorithm>
#include <map>

#include "solver/empty_board.h"
#include "variants/bitboard/attacks8.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider::solver {
namespace {

namespace b8 = bitboard8;
using namespace empty_board;

uint64_t bit(int sq) { return uint64_t{1} << sq; }

using SeriesUnit = SeriesTargets::Unit;

// A move the mating side may mate with, on an empty board.
struct MatingMove {
  int from, to, type_after;
  bool victim;      // a pawn's capture: a unit of the mated side stands on `to` before it
  bool en_passant;  // a pawn's diagonal step that may take en passant (the victim beside `to`)
};

std::vector<MatingMove> mating_moves(const std::vector<SeriesUnit>& units, bool white) {
  std::vector<MatingMove> moves;
  const int forward = white ? 8 : -8;
  const int last_rank = white ? 7 : 0, start_rank = white ? 1 : 6, passing_rank = white ? 5 : 2;
  for (const SeriesUnit& u : units) {
    if (u.type != b8::kPawn) {
      for (uint64_t b = empty_board_attacks(walk_of(u.type, white), u.square); b; b &= b - 1)
        moves.push_back({u.square, lowest_square(b), u.type, false, false});
      continue;
    }
    auto add = [&](int to, bool capture) {
      if (rank_of(to) == last_rank) {
        for (int type : {b8::kKnight, b8::kBishop, b8::kRook, b8::kQueen})
          moves.push_back({u.square, to, type, capture, false});
      } else {
        const bool passing = capture && rank_of(to) == passing_rank;
        moves.push_back({u.square, to, b8::kPawn, capture && !passing, passing});
      }
    };
    const int ahead = u.square + forward;
    if (ahead < 0 || ahead >= 64) continue;
    add(ahead, false);
    if (rank_of(u.square) == start_rank) add(ahead + forward, false);
    for (uint64_t b = empty_board_attacks(walk_of(b8::kPawn, white), u.square); b; b &= b - 1)
      add(lowest_square(b), true);
  }
  return moves;
}

}  // namespace

bool SeriesTargets::build(const bitboard::Board& board, int moves, size_t limit) {
  targets_.clear();
  const bool mated_white = board.white_to_move();
  const bool mating_white = !mated_white;
  const uint8_t mated_castles = castles_of(board.castling_rights(), mated_white);
  if (castles_of(board.castling_rights(), mating_white)) return false;  // (left to the plain search)

  mated_.clear();
  int mated_king = -1, mating_king = -1;
  std::vector<SeriesUnit>& mated = mated_;
  std::vector<SeriesUnit> mating;
  for (uint64_t b = board.occupancy(mated_white); b; b &= b - 1) {
    const int sq = lowest_square(b), type = board.piece_code(sq) % 6;
    if (type == b8::kKing)
      mated_king = sq;
    else
      mated.push_back({type, sq});
  }
  for (uint64_t b = board.occupancy(mating_white); b; b &= b - 1) {
    const int sq = lowest_square(b), type = board.piece_code(sq) % 6;
    if (type == b8::kKing) mating_king = sq;
    mating.push_back({type, sq});
  }
  if (mated_king < 0 || mating_king < 0) return false;
  mated_king_ = mated_king;
  mated_may_castle_ = mated_castles != 0;
  // Unit and king moves, as tables: the guide asks for them at every node.
  std::vector<std::array<uint8_t, 64>> pawn_reach(64);
  for (int from = 0; from < 64; ++from)
    pawn_reach[static_cast<size_t>(from)] =
        pawn_reach_past_still_units(mated_white, from, board.occupancy(mating_white));
  reach_.resize(6 * 64 * 64);
  king_reach_.resize(64 * 64);
  for (int from = 0; from < 64; ++from)
    for (int to = 0; to < 64; ++to) {
      for (int type = 0; type < 6; ++type) {
        const int moves_to = type == b8::kPawn
                                 ? pawn_reach[static_cast<size_t>(from)][static_cast<size_t>(to)]
                                 : reach_castling_aside(type, mated_white, from, to, mated_castles);
        reach_[static_cast<size_t>((type * 64 + from) * 64 + to)] =
            static_cast<uint8_t>(std::min(moves_to, kFar));
      }
      king_reach_[static_cast<size_t>(from * 64 + to)] =
          static_cast<uint8_t>(empty_board::king_reach(from, to, mated_castles));
    }

  std::vector<uint64_t> guards(mating.size());  // what each mating unit attacks where it stands
  for (size_t i = 0; i < mating.size(); ++i)
    guards[i] = empty_board_attacks(walk_of(mating[i].type, mating_white), mating[i].square);
  const int forward = mating_white ? 8 : -8;

  // Without line units of the mating side no unit of the mated side is pinned and no check is given by
  // discovery: a unit that stands where it attacks the one checking unit (a knight or a pawn, as no
  // other unit can be in its way) takes it, and there is no mate.
  bool line_units = false;
  for (const SeriesUnit& u : mating)
    line_units = line_units || u.type == b8::kBishop || u.type == b8::kRook || u.type == b8::kQueen;
  // For each king square, the sets of squares the mated side must hold (only the minimal ones), each
  // with the square of the one unit giving check if no knight or pawn of the mated side may stand where
  // it attacks that square (-1 if any may).
  struct Hold {
    uint64_t squares;
    int checker;
  };
  // (A set whose placements are all allowed wherever the other one's are makes the other one useless.)
  auto covers = [](const Hold& a, const Hold& b) {
    return (a.squares & b.squares) == a.squares && (a.checker < 0 || a.checker == b.checker);
  };
  std::map<int, std::vector<Hold>> holds;
  for (const MatingMove& mv : mating_moves(mating, mating_white)) {
    uint64_t others = 0;  // what the units that stand still attack
    for (size_t i = 0; i < mating.size(); ++i)
      if (mating[i].square != mv.from) others |= guards[i];
    const uint64_t mover_guards = empty_board_attacks(walk_of(mv.type_after, mating_white), mv.to);
    const int final_king = mv.from == mating_king ? mv.to : mating_king;
    for (int k = 0; k < 64; ++k) {
      if (k == mv.from || k == mv.to || king_distance(k, final_king) <= 1) continue;
      if (king_reach(mated_king, k) > moves) continue;
      bool check = (mover_guards >> k) & 1;
      for (size_t i = 0; i < mating.size() && !check; ++i) {
        const SeriesUnit& line = mating[i];
        if (line.square == mv.from) continue;
        if (line.type != b8::kBishop && line.type != b8::kRook && line.type != b8::kQueen) continue;
        if (!attacks_on_empty_board(walk_of(line.type, mating_white), line.square, k)) continue;
        const uint64_t path = bitboard8::tables().between[line.square][k];
        const bool opened = ((path >> mv.from) & 1) || (mv.en_passant && ((path >> (mv.to - forward)) & 1));
        check = opened && !((path >> mv.to) & 1);
      }
      if (!check) continue;
      const bool direct = (mover_guards >> k) & 1;
      const uint64_t flights = empty_board_attacks(kWalkKing, k);
      // A checking unit next to the king must be guarded, or the king takes it.
      if (((flights >> mv.to) & 1) && !((others >> mv.to) & 1)) continue;
      const uint64_t hold = (flights & ~(others | mover_guards)) | (mv.victim ? bit(mv.to) : 0);
      if (__builtin_popcountll(hold) > static_cast<int>(mated.size())) continue;
      const Hold h{hold, !line_units && direct ? mv.to : -1};
      auto& sets = holds[k];
      bool covered = false;
      for (const Hold& other : sets) covered = covered || covers(other, h);
      if (covered) continue;
      sets.erase(
          std::remove_if(sets.begin(), sets.end(), [&](const Hold& other) { return covers(h, other); }),
          sets.end());
      sets.push_back(h);
    }
  }

  // Each set: every way to give its squares distinct units within the moves.
  const int unit_count = static_cast<int>(mated.size());
  std::vector<Place> places;
  size_t produced = 0;
  // (The bindings are copied into variables: the lambda below uses them, and clang before 16 cannot
  // capture a structured binding.)
  for (const auto& [king_square, sets] : holds) {
    const auto k = king_square;
    const int king_cost = king_reach(mated_king, k);
    for (const auto& [hold_squares, checker_square] : sets) {
      const auto hold = hold_squares;
      const auto checker = checker_square;
      std::vector<int> squares;
      for (uint64_t b = hold; b; b &= b - 1) squares.push_back(lowest_square(b));
      // Squares with the fewest candidates first.
      auto candidates = [&](int sq) {
        int n = 0;
        for (const SeriesUnit& u : mated) n += unit_reach(u.type, u.square, sq) <= moves;
        return n;
      };
      std::sort(squares.begin(), squares.end(), [&](int a, int b) { return candidates(a) < candidates(b); });
      const uint64_t target_squares = hold | bit(k);
      std::vector<bool> used(static_cast<size_t>(unit_count), false);
      bool overflow = false;
      auto place = [&](auto&& self, size_t i, int cost) -> void {
        if (overflow) return;
        if (i == squares.size()) {
          int extra = 0;  // units standing on a target square they are not placed on must leave it
          for (int u = 0; u < unit_count; ++u)
            if (!used[static_cast<size_t>(u)] &&
                ((target_squares >> mated[static_cast<size_t>(u)].square) & 1))
              ++extra;
          if (cost + extra > moves) return;
          if (++produced > limit) {
            overflow = true;
            return;
          }
          Target t;
          t.king_square = k;
          t.cost = cost + extra;
          t.places = places;
          std::sort(t.places.begin(), t.places.end());
          targets_.push_back(std::move(t));
          return;
        }
        const int sq = squares[i];
        for (int u = 0; u < unit_count; ++u) {
          if (used[static_cast<size_t>(u)]) continue;
          const SeriesUnit& unit = mated[static_cast<size_t>(u)];
          const int c = unit_reach(unit.type, unit.square, sq);
          if (cost + c > moves) continue;
          if (checker >= 0 && sq != checker && (unit.type == b8::kKnight || unit.type == b8::kPawn) &&
              ((empty_board_attacks(walk_of(unit.type, mated_white), sq) >> checker) & 1))
            continue;
          used[static_cast<size_t>(u)] = true;
          places.push_back({static_cast<int8_t>(u), static_cast<int8_t>(sq)});
          self(self, i + 1, cost + c);
          places.pop_back();
          used[static_cast<size_t>(u)] = false;
        }
      };
      place(place, 0, king_cost);
      if (overflow) {
        targets_.clear();
        return false;
      }
    }
  }
  return true;
}

SeriesGuide::SeriesGuide(const SeriesTargets& targets, int moves)
    : targets_(targets), king_(targets.mated_king()), on_(64, -1) {
  for (const SeriesTargets::Unit& u : targets.mated_units()) {
    on_[static_cast<size_t>(u.square)] = static_cast<int8_t>(square_.size());
    square_.push_back(u.square);
    type_.push_back(u.type);
  }
  unit_count_ = square_.size();
  const auto& all = targets.targets();
  place_.assign(all.size() * unit_count_, -1);
  squares_.assign(all.size(), 0);
  levels_.reserve(64);
  levels_.emplace_back();
  for (size_t t = 0; t < all.size(); ++t) {
    squares_[t] = bit(all[t].king_square);
    for (const auto& p : all[t].places) {
      place_[t * unit_count_ + static_cast<size_t>(p.unit)] = p.square;
      squares_[t] |= bit(p.square);
    }
    if (all[t].cost <= moves) levels_.back().push_back({static_cast<uint32_t>(t), all[t].cost});
  }
  fewest_.assign(1, kFar);
  for (const Live& l : levels_.back()) fewest_[0] = std::min(fewest_[0], l.needed);
  history_.reserve(64);
}

// How a unit's move from `from` to `to` changes what a target needs.
int SeriesGuide::change(size_t target, int unit, int from, int from_type, int to, int to_type) const {
  const int place = place_[target * unit_count_ + static_cast<size_t>(unit)];
  if (place >= 0)
    return targets_.unit_reach(to_type, to, place) - targets_.unit_reach(from_type, from, place);
  // A unit not placed must leave the target's squares.
  return static_cast<int>((squares_[target] >> to) & 1) - static_cast<int>((squares_[target] >> from) & 1);
}

void SeriesGuide::play(const bitboard::FastMove& m, int moves_left) {
  const auto& all = targets_.targets();
  Step step{-1, static_cast<int8_t>(m.from), 0, -1, -1};
  if (levels_.size() <= depth_ + 1) {
    levels_.emplace_back();
    fewest_.push_back(kFar);
  }
  int fewest = kFar;
  std::vector<Live>& next = levels_[depth_ + 1];
  const std::vector<Live>& live = levels_[depth_];
  next.clear();
  if (m.from == king_) {
    int rook = -1, rook_from = -1, rook_to = -1;
    if (m.flags & bitboard::kCastle) {
      rook_from = bitboard::castling_rook_from(m);
      rook_to = bitboard::castling_rook_to(m);
      rook = on_[static_cast<size_t>(rook_from)];
    }
    for (const Live& l : live) {
      const int k = all[l.target].king_square;
      int needed = l.needed + targets_.king_reach(m.to, k) - targets_.king_reach(m.from, k);
      if (rook >= 0) needed += change(l.target, rook, rook_from, b8::kRook, rook_to, b8::kRook);
      if (needed <= moves_left) {
        next.push_back({l.target, needed});
        fewest = std::min(fewest, needed);
      }
    }
    king_ = m.to;
    if (rook >= 0) {
      step.rook_unit = static_cast<int8_t>(rook);
      step.rook_from = static_cast<int8_t>(rook_from);
      on_[static_cast<size_t>(rook_from)] = -1;
      on_[static_cast<size_t>(rook_to)] = static_cast<int8_t>(rook);
      square_[static_cast<size_t>(rook)] = rook_to;
    }
  } else {
    const int8_t unit = on_[static_cast<size_t>(m.from)];
    step.unit = unit;
    if (unit >= 0) {
      const size_t u = static_cast<size_t>(unit);
      const int from_type = type_[u];
      const int to_type =
          (m.flags & bitboard::kPromotion) ? bitboard::promotion_type(m.promotion) : from_type;
      for (const Live& l : live) {
        const int needed = l.needed + change(l.target, unit, m.from, from_type, m.to, to_type);
        if (needed <= moves_left) {
          next.push_back({l.target, needed});
          fewest = std::min(fewest, needed);
        }
      }
      step.type = static_cast<int8_t>(from_type);
      on_[static_cast<size_t>(m.from)] = -1;
      on_[static_cast<size_t>(m.to)] = unit;
      square_[u] = m.to;
      type_[u] = to_type;
    } else {
      next = live;
      fewest = fewest_[depth_];
    }
  }
  fewest_[depth_ + 1] = fewest;
  history_.push_back(step);
  ++depth_;
}

void SeriesGuide::undo() {
  --depth_;
  const Step step = history_.back();
  history_.pop_back();
  if (step.unit < 0) {  // the king's move
    if (step.rook_unit >= 0) {
      const size_t rook = static_cast<size_t>(step.rook_unit);
      on_[static_cast<size_t>(square_[rook])] = -1;
      on_[static_cast<size_t>(step.rook_from)] = step.rook_unit;
      square_[rook] = step.rook_from;
    }
    king_ = step.from;
    return;
  }
  const size_t unit = static_cast<size_t>(step.unit);
  on_[static_cast<size_t>(square_[unit])] = -1;
  on_[static_cast<size_t>(step.from)] = step.unit;
  square_[unit] = step.from;
  type_[unit] = step.type;
}

int SeriesGuide::needed() const { return fewest_[depth_]; }

void SeriesGuide::prune(int moves_left) {
  std::vector<Live>& live = levels_[depth_];
  size_t kept = 0;
  int fewest = kFar;
  for (const Live& l : live) {
    if (l.needed == moves_left && !reachable_without_spare_moves(l.target)) continue;
    live[kept++] = l;
    fewest = std::min(fewest, l.needed);
  }
  live.resize(kept);
  fewest_[depth_] = fewest;
}

bool SeriesGuide::reachable_without_spare_moves(size_t target) const {
  const size_t row = target * unit_count_;
  uint64_t still = 0;  // the units that will not move again (the mating side's may be taken)
  for (size_t u = 0; u < unit_count_; ++u) {
    const int place = place_[row + u];
    if (place == square_[u] || (place < 0 && !((squares_[target] >> square_[u]) & 1)))
      still |= bit(square_[u]);
  }
  const auto& tables = b8::tables();
  for (size_t u = 0; u < unit_count_; ++u) {
    const int place = place_[row + u], from = square_[u], type = type_[u];
    if (place < 0 || place == from) continue;
    // (A rook may castle first: its moves are then counted from elsewhere.)
    if (type == b8::kRook && targets_.mated_may_castle()) continue;
    const int moves = targets_.unit_reach(type, from, place);
    if (type == b8::kPawn) {
      const bool double_step = place - from == 16 || from - place == 16;
      if (moves == 1 && double_step && ((still >> ((place + from) / 2)) & 1)) return false;
      continue;
    }
    if (moves != 1 && moves != 2) continue;
    // Where the unit goes in one move, past the still units (for these walks, also where it comes from).
    auto steps = [&](int sq) -> uint64_t {
      switch (type) {
        case b8::kKnight:
          return tables.knight[sq];
        case b8::kBishop:
          return tables.bishop_attacks(sq, still);
        case b8::kRook:
          return tables.rook_attacks(sq, still);
        default:
          return tables.queen_attacks(sq, still);
      }
    };
    const uint64_t first = steps(from) & ~still;
    if (moves == 1 ? !((first >> place) & 1) : !(first & steps(place))) return false;
  }
  return true;
}

}  // namespace nightrider::solver
