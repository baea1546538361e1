// The stalemate's last steps (Popeye's stalemate/finish.c, immobilise_black.c, black_block.c,
// white_block.c, pin_black_piece.c and deal_with_unused_pieces.c; rules rewritten): while Black has a
// move, the unit hardest to stop is pinned or has its squares filled; when Black has none, unused black
// units may still be placed, and the position is a target when White can take the rest.
#include <algorithm>

#include "solver/intelligent/target_enumerator.h"

namespace nightrider::solver::intelligent {

void TargetEnumerator::test_stalemate_target() {
  if (!immobilise_black()) deal_with_unused_pieces();
}

namespace {

// What stopping a black unit takes, from least to most.
enum class Requirement { None, BlockPawn, BlockOfficer, Pin, Impossible };

struct TroubleMaker {
  int square = 0;
  std::vector<int> flights;  // the squares to fill, in the order of its moves
  Requirement requirement = Requirement::None;
};

}  // namespace

// Black's legal moves, each unit's in Popeye's order of play (units in board order; a unit's moves in
// the reverse of the order they are generated in), grouped by unit: what each unit needs to be stopped.
bool TargetEnumerator::black_move_legal(int from, int to) {
  const int king = king_square_[1];
  const Cell moving = board_[static_cast<size_t>(from)];
  const Cell taken = board_[static_cast<size_t>(to)];
  board_[static_cast<size_t>(to)] = moving;
  board_[static_cast<size_t>(from)] = Cell{Walk::Empty, Side::None, -1};
  const bool ok = !observed_by_white(from == king ? to : king);
  board_[static_cast<size_t>(from)] = moving;
  board_[static_cast<size_t>(to)] = taken;
  return ok;
}

// The worst unit (the hardest requirement, then the most squares, then the first) is pinned and, where
// filling its squares suffices, has them filled. False when Black has no move.
bool TargetEnumerator::immobilise_black() {
  std::vector<TroubleMaker> units;
  auto legal = [&](int from, int to) { return black_move_legal(from, to); };
  auto capturable = [&](int sq) { return on_board(sq) && is_side(sq, Side::White); };
  for (int from : kBoardOrder) {
    if (!is_side(from, Side::Black)) continue;
    const Walk walk = walk_on(from);
    TroubleMaker unit;
    unit.square = from;
    auto raise = [&](Requirement r) { unit.requirement = std::max(unit.requirement, r); };
    // A leaper's move needs its square filled; a rider's first step in each line likewise.
    auto leaper_move = [&](int to, Requirement if_not) {
      const bool fill = empty(to) && reasons_empty(to) == 0 && start_black_placements_ <= to;
      raise(fill ? Requirement::BlockOfficer : if_not);
      unit.flights.push_back(to);
    };
    auto vectors = [&](int first, int last, Requirement if_not) {
      for (int k = last; k >= first; --k) {
        const int dir = kVec[static_cast<size_t>(k)];
        const int to = from + dir;
        if (!(on_board(to) && (empty(to) || capturable(to)))) continue;
        // (A rider's later steps on a line are legal with its first one: only the first asks for
        // something, Popeye's rule.)
        if (legal(from, to)) leaper_move(to, if_not);
      }
    };
    switch (walk) {
      case Walk::King:
        vectors(kQueenFirst, kQueenLast, Requirement::Impossible);
        break;
      case Walk::Queen:
        vectors(kQueenFirst, kQueenLast, Requirement::Impossible);
        break;
      case Walk::Rook:
        vectors(kRookFirst, kRookLast, Requirement::Pin);
        break;
      case Walk::Bishop:
        vectors(kBishopFirst, kBishopLast, Requirement::Pin);
        break;
      case Walk::Knight:
        vectors(kKnightFirst, kKnightLast, Requirement::Pin);
        break;
      case Walk::Pawn: {
        // Played: the double step, the single step, the capture to the right, to the left.
        const int one = from + kDown;
        if (rank_of(from) == 6 && empty(one) && empty(one + kDown)) (void)legal(from, one + kDown);
        if (empty(one) && legal(from, one) && unit.requirement == Requirement::None) {
          if (reasons_empty(one) == 0) {
            unit.flights.push_back(one);
            unit.requirement = Requirement::BlockPawn;
          } else {
            unit.requirement = Requirement::Pin;
          }
        }
        for (int to : {one + kRight, one + kLeft})
          if (capturable(to) && legal(from, to)) unit.requirement = Requirement::Pin;
        break;
      }
      default:
        break;
    }
    if (unit.requirement != Requirement::None || !unit.flights.empty()) units.push_back(std::move(unit));
  }
  if (units.empty()) return false;
  const TroubleMaker* worst = &units.front();
  for (const TroubleMaker& u : units)
    if (worst->requirement < u.requirement ||
        (worst->requirement == u.requirement && worst->flights.size() < u.flights.size()))
      worst = &u;
  const TroubleMaker trouble = *worst;
  if (trouble.requirement == Requirement::None) return false;
  if (trouble.requirement == Requirement::Impossible) return true;
  // A pin (not of a queen, nor of a rook on a line or a bishop on a diagonal: they would still move).
  const int dir = pin_dir_of(trouble.square);
  const Walk walk = walk_on(trouble.square);
  const bool straight = line_step(Line::Rook, dir) != 0, diagonal = line_step(Line::Bishop, dir) != 0;
  if (dir != 0 && walk != Walk::Queen && !(diagonal && walk == Walk::Bishop) &&
      !(straight && walk == Walk::Rook))
    pin_black_piece(trouble.square, dir, [this] { test_stalemate_target(); });
  if (trouble.requirement < Requirement::Pin) {
    const uint32_t needed = static_cast<uint32_t>(trouble.flights.size());
    const bool enough = trouble.requirement == Requirement::BlockPawn
                            ? reservable_masses(Side::None) >= needed
                            : reservable_masses(Side::Black) >= needed;
    if (enough) {
      if (trouble.requirement == Requirement::BlockPawn) {
        white_block(trouble.flights[0]);
        if (start_black_placements_ <= trouble.flights[0]) black_block(trouble.flights);
      } else {
        black_block(trouble.flights);
      }
    }
  }
  return true;
}

// A black pawn's step stopped by a white unit.
void TargetEnumerator::white_block(int square) {
  if (reserve_masses(Side::White, 1)) {
    const Next go_on = [this] { test_stalemate_target(); };
    for (unsigned i = 0; i < white_.size(); ++i) {
      if (white_[i].usage != Usage::Unused) continue;
      white_[i].usage = Usage::Blocks;
      switch (white_[i].walk) {
        case Walk::King:
          place_white_king(square, go_on);
          break;
        case Walk::Queen:
          place_white_queen(i, square, go_on);
          break;
        case Walk::Rook:
        case Walk::Bishop:
          place_white_rider(i, square, go_on);
          break;
        case Walk::Knight:
          place_white_knight(i, square, go_on);
          break;
        case Walk::Pawn:
          place_promoted_white_pawn(i, square, go_on);
          place_unpromoted_white_pawn(i, square, go_on);
          break;
        default:
          break;
      }
      white_[i].usage = Usage::Unused;
    }
    unreserve();
  }
  vacate(square);
}

// The squares filled by black units, the first square first.
void TargetEnumerator::black_block(const std::vector<int>& squares) {
  if (!reserve_masses(Side::Black, static_cast<uint32_t>(squares.size()))) return;
  for (int s : squares) occupy(s, Walk::Dummy, Side::Black, -1);
  block_first(squares, 0);
  unreserve();
  for (int s : squares) vacate(s);
}

void TargetEnumerator::block_first(const std::vector<int>& squares, size_t first) {
  const int square = squares[first];
  const Next go_on = [this, &squares, first] {
    if (first + 1 == squares.size())
      test_stalemate_target();
    else
      block_first(squares, first + 1);
  };
  for (unsigned i = 1; i < black_.size(); ++i) {
    if (black_[i].usage != Usage::Unused) continue;
    black_[i].usage = Usage::Blocks;
    place_black_piece(i, square, go_on);
    black_[i].usage = Usage::Unused;
  }
  occupy(square, Walk::Dummy, Side::Black, -1);
}

// Black has no move: a white king unused, without moves and away from e1 stays on its diagram square;
// else unused black units may be placed too (those targets first), and the position is a target when
// White's moves suffice to take the unused black units.
void TargetEnumerator::deal_with_unused_pieces() {
  if (white_[0].usage == Usage::Unused && white_[0].diagram_square != square_at(4, 0) &&
      top().moves[0] == 0) {
    const int home = white_[0].diagram_square;
    if (empty(home) && reasons_empty(home) == 0) {
      white_[0].usage = Usage::FixedToDiagramSquare;
      place_white_king(home, [this] { test_stalemate_target(); });
      white_[0].usage = Usage::Unused;
    }
    return;
  }
  uint32_t unused = 0;
  for (unsigned i = 1; i < black_.size(); ++i)
    if (black_[i].usage == Usage::Unused) ++unused;
  if (unused > 0) place_some_piece();
  if (unused <= moves_left_[0]) report_target();
}

void TargetEnumerator::place_some_piece() {
  const int saved = start_black_placements_;
  for (int sq : kBoardOrder) {
    if (sq < saved || !empty(sq) || reasons_empty(sq) != 0) continue;
    start_black_placements_ = sq;
    if (reserve_masses(Side::Black, 1)) {
      for (unsigned i = 1; i < black_.size(); ++i) {
        if (black_[i].usage != Usage::Unused) continue;
        black_[i].usage = Usage::Blocks;
        place_black_piece(i, sq, [this] { test_stalemate_target(); });
        black_[i].usage = Usage::Unused;
      }
      vacate(sq);
      unreserve();
    }
  }
  start_black_placements_ = saved;
}

}  // namespace nightrider::solver::intelligent
