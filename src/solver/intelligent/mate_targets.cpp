// The mate's steps (Popeye's mate/generate_checking_moves.c, mate/finish.c and intercept_black_move.c;
// rules rewritten): a white unit checks the black king, the squares from which a black unit could take
// the checker or step into the line of the check are marked (a black unit placed there later is pinned,
// or its way there closed), then the flights are guarded and blocked as for stalemates; finally a flight
// still open gets a black unit, and the position is counted unless a white unit could be taken off with
// the mate kept.
#include <algorithm>

#include "solver/intelligent/target_enumerator.h"

namespace nightrider::solver::intelligent {

// ----- move counts of the checking unit (Popeye's count_nr_of_moves.c)

// A unit already on its checking square: a rider next to the king, or a knight, has to leave and come
// back (2 moves); a pawn cannot check from where it stands (Popeye's rule).
bool TargetEnumerator::reserve_white_officer_checking(int from, Walk walk, int to) {
  uint32_t moves = 0;
  if (from == to)
    moves = walk == Walk::Knight ? 2 : (distance2(king_square_[1], to) < 3 ? 2 : 0);
  else
    moves = static_cast<uint32_t>(officer_moves(walk, from, to));
  if (moves > top().moves[0]) return false;
  push();
  top().moves[0] -= moves;
  return true;
}

bool TargetEnumerator::reserve_white_pawn_checking(int from, int to) {
  if (from == to) return false;
  const uint32_t files = static_cast<uint32_t>(std::abs(file_of(from) - file_of(to)));
  if (files > top().masses[1]) return false;
  const uint32_t moves = static_cast<uint32_t>(white_pawn_moves(from, to));
  if (moves > top().moves[0]) return false;
  push();
  top().masses[1] -= files;
  top().moves[0] -= moves;
  return true;
}

bool TargetEnumerator::reserve_promotion_counts(uint32_t moves, uint32_t files) {
  if (moves > top().moves[0] || files > top().masses[1]) return false;
  push();
  top().moves[0] -= moves;
  top().masses[1] -= files;
  return true;
}

// ----- the black units that could parry the check

// Along the line through `target` in direction `dir`: a black rider on the squares beyond the next one
// (either way) reaches `target` along the line if it is empty; on the next squares it always does.
void TargetEnumerator::init_rider_disturbance_line(int target, int dir, unsigned index) {
  auto& table = disturb_rider_[index];
  for (int s = target + 2 * dir; empty(s); s += dir) table[static_cast<size_t>(s)] = {-dir, target};
  for (int s = target - 2 * dir; empty(s); s -= dir) table[static_cast<size_t>(s)] = {dir, target};
  table[static_cast<size_t>(target + dir)].dir = kDisturbUninterceptable;
  table[static_cast<size_t>(target - dir)].dir = kDisturbUninterceptable;
}

// The squares from which a black unit could take the checker on `check_from` or step between it and
// the king (`dir`: from the checker towards the king; a knight's or pawn's leap for them).
void TargetEnumerator::init_disturbances(int check_from, int dir) {
  auto is_black_king = [&](int s) { return walk_on(s) == Walk::King && is_side(s, Side::Black); };
  unsigned index = 0;
  disturb_ranges_[0].start = index;  // queen
  disturb_ranges_[1].start = index;  // rook
  for (int k = kRookFirst; k <= kRookLast; ++k)
    if (kVec[static_cast<size_t>(k)] > 0) {
      for (int s = check_from; !is_black_king(s); s += dir)
        init_rider_disturbance_line(s, kVec[static_cast<size_t>(k)], index);
      ++index;
    }
  disturb_ranges_[1].end = index - 1;
  disturb_ranges_[2].start = index;  // bishop
  for (int k = kBishopFirst; k <= kBishopLast; ++k)
    if (kVec[static_cast<size_t>(k)] > 0) {
      for (int s = check_from; !is_black_king(s); s += dir)
        init_rider_disturbance_line(s, kVec[static_cast<size_t>(k)], index);
      ++index;
    }
  disturb_ranges_[2].end = index - 1;
  disturb_ranges_[0].end = index - 1;
  for (int s = check_from; !is_black_king(s); s += dir)
    for (int k = kKnightFirst; k <= kKnightLast; ++k)
      disturb_knight_[static_cast<size_t>(s + kVec[static_cast<size_t>(k)])] = kVec[static_cast<size_t>(k)];
  for (int s = check_from + dir; !is_black_king(s); s += dir) {
    disturb_pawn_[static_cast<size_t>(s + kUp)] = PawnDisturbance::Single;
    if (rank_of(s) == 4) disturb_pawn_[static_cast<size_t>(s + 2 * kUp)] = PawnDisturbance::Double;
  }
  // (A capture of the checker overrides a step into the line.)
  disturb_pawn_[static_cast<size_t>(check_from + kUp + kLeft)] = PawnDisturbance::Capture;
  disturb_pawn_[static_cast<size_t>(check_from + kUp + kRight)] = PawnDisturbance::Capture;
}

void TargetEnumerator::clear_disturbances() {
  for (auto& table : disturb_rider_) table.fill(RiderDisturbance{});
  disturb_knight_.fill(0);
  disturb_pawn_.fill(PawnDisturbance::None);
}

void TargetEnumerator::remember_mating_line(Walk walk, int from, int delta) {
  const int dir = line_step(line_of(walk), king_square_[1] - from);
  keep_line_open(from, king_square_[1], dir, delta);
  if (delta > 0)
    init_disturbances(from, dir);
  else
    clear_disturbances();
}

// ----- the checks by one unit

void TargetEnumerator::generate_checks() {
  if (!reserve_masses(Side::White, 1)) return;
  for (unsigned index = 1; index < white_.size(); ++index) {
    white_[index].usage = Usage::GivesCheck;
    for (int sq : kBoardOrder) {
      if (!empty(sq)) continue;
      switch (white_[index].walk) {
        case Walk::Queen:
        case Walk::Rook:
        case Walk::Bishop:
          check_by_rider(index, sq);
          break;
        case Walk::Knight:
          check_by_knight(index, sq);
          break;
        case Walk::Pawn:
          check_by_unpromoted_pawn(index, sq);
          check_by_promoted_pawn(index, sq);
          break;
        default:
          break;
      }
      vacate(sq);
    }
    white_[index].usage = Usage::Unused;
  }
  unreserve();
}

void TargetEnumerator::check_by_rider(unsigned index, int from) {
  const Walk walk = white_[index].walk;
  if (line_step(line_of(walk), king_square_[1] - from) == 0 ||
      !reserve_white_officer_checking(white_[index].diagram_square, walk, from))
    return;
  occupy(from, walk, Side::White, static_cast<int>(index));
  remember_mating_line(walk, from, +1);
  guard_flights();
  remember_mating_line(walk, from, -1);
  unreserve();
}

void TargetEnumerator::check_by_knight(unsigned index, int from) {
  if (line_step(Line::Knight, king_square_[1] - from) == 0 ||
      !reserve_white_officer_checking(white_[index].diagram_square, Walk::Knight, from))
    return;
  occupy(from, Walk::Knight, Side::White, static_cast<int>(index));
  init_disturbances(from, king_square_[1] - from);
  guard_flights();
  clear_disturbances();
  unreserve();
}

void TargetEnumerator::check_by_unpromoted_pawn(unsigned index, int from) {
  if (base_or_promotion_row(from) ||
      guard_dirs_[static_cast<size_t>(Walk::Pawn)][static_cast<size_t>(from)].dir != kCheckUninterceptable ||
      !reserve_white_pawn_checking(white_[index].diagram_square, from))
    return;
  occupy(from, Walk::Pawn, Side::White, static_cast<int>(index));
  init_disturbances(from, king_square_[1] - from);
  guard_flights();
  clear_disturbances();
  vacate(from);
  unreserve();
}

void TargetEnumerator::check_by_promoted_pawn(unsigned index, int from) {
  if (!promoted_white_pawn_may_reach(index, from)) return;
  for (Walk walk : kPromotions)
    if (walk == Walk::Knight)
      check_by_promoted_knight(index, from);
    else
      check_by_promoted_rider(index, walk, from);
}

void TargetEnumerator::check_by_promoted_rider(unsigned index, Walk walk, int from) {
  if (line_step(line_of(walk), king_square_[1] - from) == 0 ||
      !reserve_promoting_white_pawn(white_[index].diagram_square, walk, from))
    return;
  occupy(from, walk, Side::White, static_cast<int>(index));
  remember_mating_line(walk, from, +1);
  guard_flights();
  remember_mating_line(walk, from, -1);
  unreserve();
}

void TargetEnumerator::check_by_promoted_knight(unsigned index, int from) {
  if (line_step(Line::Knight, king_square_[1] - from) == 0 ||
      !reserve_promoting_white_pawn(white_[index].diagram_square, Walk::Knight, from))
    return;
  occupy(from, Walk::Knight, Side::White, static_cast<int>(index));
  init_disturbances(from, king_square_[1] - from);
  guard_flights();
  clear_disturbances();
  unreserve();
}

// ----- closing a black unit's way to a square: a black unit, then a white one, between them

void TargetEnumerator::intercept_black_move(int from, int to, const Next& go_on) {
  const int dir = line_step(Line::Queen, to - from);
  if (reserve_masses(Side::Black, 1)) {
    for (int s = from + dir; s != to; s += dir) {
      if (reasons_empty(s) != 0 || start_black_placements_ > s) continue;
      for (unsigned i = 1; i < black_.size(); ++i) {
        if (black_[i].usage != Usage::Unused) continue;
        black_[i].usage = Usage::Intercepts;
        place_black_piece(i, s, go_on);
        black_[i].usage = Usage::Unused;
      }
      vacate(s);
    }
    unreserve();
  }
  if (reserve_masses(Side::White, 1)) {
    for (int s = from + dir; s != to; s += dir) {
      if (reasons_empty(s) != 0) continue;
      for (unsigned i = 1; i < white_.size(); ++i) {
        if (white_[i].usage != Usage::Unused) continue;
        white_[i].usage = Usage::Intercepts;
        place_white_piece(i, s, go_on);
        white_[i].usage = Usage::Unused;
      }
      vacate(s);
    }
    unreserve();
  }
}

void TargetEnumerator::pin_if_pinnable(int square, const Next& go_on) {
  const int dir = pin_dir_of(square);
  if (dir != 0) pin_black_piece(square, dir, go_on);
}

// ----- the end: open flights, the white king, redundant white units

int TargetEnumerator::find_king_flight() {
  const int king = king_square_[1];
  const Cell saved = board_[static_cast<size_t>(king)];
  vacate(king);
  int result = 0;
  for (int k = kQueenFirst; k <= kQueenLast; ++k) {
    const int flight = king + kVec[static_cast<size_t>(k)];
    if (on_board(flight) && walk_on(flight) != Walk::Invalid && !is_side(flight, Side::Black) &&
        !observed_by_white(flight)) {
      result = flight;
      break;
    }
  }
  board_[static_cast<size_t>(king)] = saved;
  return result;
}

void TargetEnumerator::place_any_black_piece_on(int square) {
  if (!reserve_masses(Side::Black, 1)) return;
  for (unsigned i = 1; i < black_.size(); ++i) {
    if (black_[i].usage != Usage::Unused) continue;
    black_[i].usage = Usage::Intercepts;
    place_black_piece(i, square, [this] { test_mate_target(); });
    black_[i].usage = Usage::Unused;
  }
  vacate(square);
  unreserve();
}

void TargetEnumerator::fix_white_king_for_mate() {
  const int home = white_[0].diagram_square;
  if (!empty(home) || reasons_empty(home) != 0 || !reserve_masses(Side::White, 1)) return;
  white_[0].usage = Usage::King;
  place_white_king(home, [this] { test_mate_target(); });
  white_[0].usage = Usage::Unused;
  unreserve();
}

void TargetEnumerator::test_mate_target() {
  const int flight = find_king_flight();
  if (flight == 0) {
    // (The unused white king, without moves left, stays on its diagram square; the other unused units
    // may be taken in the play, so they are left free.)
    if (white_[0].usage == Usage::Unused && white_[0].diagram_square != square_at(4, 0) &&
        top().moves[0] == 0)
      fix_white_king_for_mate();
    else if (!exists_redundant_white_piece())
      report_target();
  } else if (empty(flight)) {
    place_any_black_piece_on(flight);
  }
}

// A white unit other than the checkers and the units closing a guard's check whose removal keeps the
// mate: the smaller target is enumerated on its own.
bool TargetEnumerator::exists_redundant_white_piece() {
  for (int sq : kBoardOrder) {
    if (!is_side(sq, Side::White) || walk_on(sq) == Walk::King) continue;
    const Cell cell = board_[static_cast<size_t>(sq)];
    if (cell.unit >= 0) {
      const Usage usage = white_[static_cast<size_t>(cell.unit)].usage;
      if (usage == Usage::InterceptsCheckFromGuard || usage == Usage::GivesCheck) continue;
    }
    vacate(sq);
    const bool mated = black_is_mated();
    board_[static_cast<size_t>(sq)] = cell;
    if (mated) return true;
  }
  return false;
}

// (As Popeye's test of the goal: a position with the white king in check is no mate.)
bool TargetEnumerator::black_is_mated() {
  if (king_square_[0] != 0 && observed_by_black(king_square_[0])) return false;
  return observed_by_white(king_square_[1]) && !black_has_legal_move();
}

bool TargetEnumerator::observed_by_black(int sq) const {
  auto black_walk = [&](int s, Walk w) { return on_board(s) && walk_on(s) == w && is_side(s, Side::Black); };
  for (int k = kQueenFirst; k <= kQueenLast; ++k)
    if (black_walk(sq + kVec[static_cast<size_t>(k)], Walk::King)) return true;
  if (black_walk(sq + kUp + kRight, Walk::Pawn) || black_walk(sq + kUp + kLeft, Walk::Pawn)) return true;
  for (int k = kKnightFirst; k <= kKnightLast; ++k)
    if (black_walk(sq + kVec[static_cast<size_t>(k)], Walk::Knight)) return true;
  for (int k = kQueenFirst; k <= kQueenLast; ++k) {
    const int dir = kVec[static_cast<size_t>(k)];
    int s = sq + dir;
    while (on_board(s) && empty(s)) s += dir;
    if (!on_board(s) || !is_side(s, Side::Black)) continue;
    const Walk w = walk_on(s);
    if (w == Walk::Queen || w == (k <= kRookLast ? Walk::Rook : Walk::Bishop)) return true;
  }
  return false;
}

// Black's moves on the target board (no castling, no en passant: Popeye's test leaves them out).
bool TargetEnumerator::black_has_legal_move() {
  auto legal = [&](int from, int to) { return black_move_legal(from, to); };
  auto enterable = [&](int to) { return on_board(to) && (empty(to) || is_side(to, Side::White)); };
  for (int from : kBoardOrder) {
    if (!is_side(from, Side::Black)) continue;
    const Walk walk = walk_on(from);
    auto steps = [&](int first, int last, bool ride) {
      for (int k = first; k <= last; ++k) {
        const int dir = kVec[static_cast<size_t>(k)];
        for (int to = from + dir; enterable(to); to += dir) {
          if (legal(from, to)) return true;
          if (!ride || !empty(to)) break;
        }
      }
      return false;
    };
    switch (walk) {
      case Walk::King:
        if (steps(kQueenFirst, kQueenLast, false)) return true;
        break;
      case Walk::Queen:
        if (steps(kQueenFirst, kQueenLast, true)) return true;
        break;
      case Walk::Rook:
        if (steps(kRookFirst, kRookLast, true)) return true;
        break;
      case Walk::Bishop:
        if (steps(kBishopFirst, kBishopLast, true)) return true;
        break;
      case Walk::Knight:
        if (steps(kKnightFirst, kKnightLast, false)) return true;
        break;
      case Walk::Pawn: {
        const int one = from + kDown;
        if (on_board(one) && empty(one)) {
          if (legal(from, one)) return true;
          if (rank_of(from) == 6 && empty(one + kDown) && legal(from, one + kDown)) return true;
        }
        for (int to : {one + kLeft, one + kRight})
          if (on_board(to) && is_side(to, Side::White) && legal(from, to)) return true;
        break;
      }
      default:
        break;
    }
  }
  return false;
}

}  // namespace nightrider::solver::intelligent
