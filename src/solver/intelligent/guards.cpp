// The black king's square, the white units guarding its flights and the black units blocking the
// rest (Popeye's intelligent.c GenerateBlackKing, guard_flights.c, intercept_check_from_guard.c and
// block_flights.c; rules rewritten).
#include "solver/intelligent/target_enumerator.h"

namespace nightrider::solver::intelligent {

void TargetEnumerator::place_black_king() {
  for (int sq : kBoardOrder) {
    if (!empty(sq) || !reserve_king_moves(
                          Side::Black, static_cast<uint32_t>(black_king_moves(black_[0].diagram_square, sq))))
      continue;
    occupy(sq, Walk::King, Side::Black, 0);
    king_square_[1] = sq;
    init_guard_dirs(sq);
    if (mate_) {
      generate_checks();
      generate_double_checks();
    } else {
      guard_flights();
    }
    vacate(sq);
    king_square_[1] = 0;
    unreserve();
  }
}

// Where a unit of each walk would guard a flight (the step towards it and the flight) or check the king
// (Popeye's GuardDir, written in Popeye's order: later entries overwrite earlier ones, and a leaper's
// entry keeps the flight an earlier rider's entry left there).
void TargetEnumerator::init_guard_dirs_rider(Walk guarder, int flight, int dir) {
  const int start = flight + dir;
  if (distance2(king_square_[1], start) <= 2) return;
  for (int s = start; empty(s); s += dir)
    guard_dirs_[static_cast<size_t>(guarder)][static_cast<size_t>(s)] = {-dir, flight};
}

void TargetEnumerator::init_guard_dirs_leaper(Walk guarder, int around, int first, int last, int value) {
  for (int i = first; i <= last; ++i)
    guard_dirs_[static_cast<size_t>(guarder)][static_cast<size_t>(around + kVec[static_cast<size_t>(i)])]
        .dir = value;
}

void TargetEnumerator::init_guard_dirs(int king) {
  for (auto& table : guard_dirs_) table.fill(GuardDir{});
  struct Rider {
    Walk walk;
    int first, last;
  };
  for (const Rider& r :
       {Rider{Walk::Queen, kQueenFirst, kQueenLast}, Rider{Walk::Rook, kRookFirst, kRookLast},
        Rider{Walk::Bishop, kBishopFirst, kBishopLast}}) {
    for (int i = kQueenFirst; i <= kQueenLast; ++i) {
      const int flight = king + kVec[static_cast<size_t>(i)];
      if (!empty(flight)) continue;
      for (int j = r.first; j <= r.last; ++j)
        if (kVec[static_cast<size_t>(i)] != -kVec[static_cast<size_t>(j)])
          init_guard_dirs_rider(r.walk, flight, kVec[static_cast<size_t>(j)]);
    }
    for (int i = kQueenFirst; i <= kQueenLast; ++i) {
      const int flight = king + kVec[static_cast<size_t>(i)];
      if (empty(flight)) init_guard_dirs_leaper(r.walk, flight, r.first, r.last, kGuardUninterceptable);
    }
    init_guard_dirs_leaper(r.walk, king, r.first, r.last, kCheckUninterceptable);
  }
  for (int i = kQueenFirst; i <= kQueenLast; ++i) {
    const int flight = king + kVec[static_cast<size_t>(i)];
    if (empty(flight))
      init_guard_dirs_leaper(Walk::Knight, flight, kKnightFirst, kKnightLast, kGuardUninterceptable);
  }
  init_guard_dirs_leaper(Walk::Knight, king, kKnightFirst, kKnightLast, kCheckUninterceptable);
  auto pawn = [&](int target, int value) {
    for (int side_step : {kLeft, kRight}) {
      GuardDir& g =
          guard_dirs_[static_cast<size_t>(Walk::Pawn)][static_cast<size_t>(target + kDown + side_step)];
      g = {value, target};
    }
  };
  for (int i = kQueenFirst; i <= kQueenLast; ++i) {
    const int flight = king + kVec[static_cast<size_t>(i)];
    if (empty(flight)) pawn(flight, kGuardUninterceptable);
  }
  pawn(king, kCheckUninterceptable);
}

void TargetEnumerator::guard_flights() {
  guard_with_king();
  continue_guarding();
}

// The white king guards from two squares away (not next to the black king).
void TargetEnumerator::guard_with_king() {
  if (white_[0].usage != Usage::Unused || !reserve_masses(Side::White, 1)) return;
  const int from = white_[0].diagram_square;
  white_[0].usage = Usage::Guards;
  for (int sq : kBoardOrder) {
    const int d = distance2(king_square_[1], sq);
    if (!empty(sq) || reasons_empty(sq) != 0 || d <= 3 || d > 8 ||
        !reserve_king_moves(Side::White, static_cast<uint32_t>(white_king_moves(from, sq))))
      continue;
    king_square_[0] = sq;
    occupy(sq, Walk::King, Side::White, 0);
    continue_guarding();
    vacate(sq);
    unreserve();
  }
  king_square_[0] = 0;
  white_[0].usage = Usage::Unused;
  unreserve();
}

// The next guard: each unused white unit after the last one placed, on each square it guards from; or
// no further guard (guarding_done), after all the larger sets.
void TargetEnumerator::continue_guarding() {
  if (reserve_masses(Side::White, 1)) {
    const unsigned saved = guarder_;
    for (++guarder_; guarder_ < white_.size(); ++guarder_) {
      if (white_[guarder_].usage != Usage::Unused) continue;
      white_[guarder_].usage = Usage::Guards;
      guard_next_flight();
      white_[guarder_].usage = Usage::Unused;
    }
    guarder_ = saved;
    unreserve();
  }
  guarding_done();
}

// A white king still unused, without moves left and away from e1, stays on its diagram square.
void TargetEnumerator::guarding_done() {
  const unsigned saved = guarder_;
  guarder_ = kNoGuarder;
  if (white_[0].usage == Usage::Unused && white_[0].diagram_square != square_at(4, 0) &&
      top().moves[0] == 0) {
    const int home = white_[0].diagram_square;
    if (empty(home) && reasons_empty(home) == 0) {
      white_[0].usage = Usage::FixedToDiagramSquare;
      place_white_king(home, [this] { find_and_block_flights(); });
      white_[0].usage = Usage::Unused;
    }
  } else {
    find_and_block_flights();
  }
  guarder_ = saved;
}

void TargetEnumerator::guard_next_flight() {
  for (int sq : kBoardOrder) {
    if (!empty(sq) || reasons_empty(sq) != 0) continue;
    switch (white_[guarder_].walk) {
      case Walk::Queen:
        guard_with_queen(sq, false);
        break;
      case Walk::Rook:
        guard_with_rook(sq, false);
        break;
      case Walk::Bishop:
        guard_with_bishop(sq, false);
        break;
      case Walk::Knight:
        guard_with_knight(sq, false);
        break;
      case Walk::Pawn:
        guard_with_pawn(sq);
        guard_with_promoted_pawn(sq);
        break;
      default:
        break;
    }
    vacate(sq);
  }
}

void TargetEnumerator::guard_with_queen(int from, bool promoted) {
  const int d = distance2(king_square_[1], from);
  if (d == 1 || d == 2) return;
  const int diagram = white_[guarder_].diagram_square;
  const bool ok = promoted ? reserve_promoting_white_pawn(diagram, Walk::Queen, from)
                           : reserve_officer_moves(Side::White, diagram, Walk::Queen, from);
  if (!ok) return;
  if (d == 4)
    place_queen_opposition(from);
  else if (d == 5 || d == 10) {
    occupy(from, Walk::Queen, Side::White, static_cast<int>(guarder_));
    continue_guarding();
  } else
    place_guarding_rider(Walk::Queen, from);
  unreserve();
}

void TargetEnumerator::guard_with_rook(int from, bool promoted) {
  const int d = distance2(king_square_[1], from);
  if (d == 1) return;
  const int diagram = white_[guarder_].diagram_square;
  const bool ok = promoted ? reserve_promoting_white_pawn(diagram, Walk::Rook, from)
                           : reserve_officer_moves(Side::White, diagram, Walk::Rook, from);
  if (!ok) return;
  if (d == 2) {
    occupy(from, Walk::Rook, Side::White, static_cast<int>(guarder_));
    continue_guarding();
  } else
    place_guarding_rider(Walk::Rook, from);
  unreserve();
}

void TargetEnumerator::guard_with_bishop(int from, bool promoted) {
  const int d = distance2(king_square_[1], from);
  if (d == 2) return;
  const int diagram = white_[guarder_].diagram_square;
  const bool ok = promoted ? reserve_promoting_white_pawn(diagram, Walk::Bishop, from)
                           : reserve_officer_moves(Side::White, diagram, Walk::Bishop, from);
  if (!ok) return;
  if (d <= 4) {
    occupy(from, Walk::Bishop, Side::White, static_cast<int>(guarder_));
    continue_guarding();
  } else
    place_guarding_rider(Walk::Bishop, from);
  unreserve();
}

void TargetEnumerator::guard_with_knight(int from, bool promoted) {
  if (line_step(Line::Knight, king_square_[1] - from) != 0) return;
  const int diagram = white_[guarder_].diagram_square;
  const bool ok = promoted ? reserve_promoting_white_pawn(diagram, Walk::Knight, from)
                           : reserve_officer_moves(Side::White, diagram, Walk::Knight, from);
  if (!ok) return;
  place_guarding_knight(from);
  unreserve();
}

void TargetEnumerator::guard_with_pawn(int from) {
  if (base_or_promotion_row(from) ||
      guard_dirs_[static_cast<size_t>(Walk::Pawn)][static_cast<size_t>(from)].dir != kGuardUninterceptable ||
      !reserve_white_pawn_moves(white_[guarder_].diagram_square, from))
    return;
  occupy(from, Walk::Pawn, Side::White, static_cast<int>(guarder_));
  continue_guarding();
  vacate(from);
  unreserve();
}

void TargetEnumerator::guard_with_promoted_pawn(int from) {
  if (!promoted_white_pawn_may_reach(guarder_, from)) return;
  for (Walk walk : kPromotions) switch (walk) {
      case Walk::Queen:
        guard_with_queen(from, true);
        break;
      case Walk::Rook:
        guard_with_rook(from, true);
        break;
      case Walk::Bishop:
        guard_with_bishop(from, true);
        break;
      default:
        guard_with_knight(from, true);
        break;
    }
}

// A queen two squares straight from the king checks across the square between them: it is closed.
void TargetEnumerator::place_queen_opposition(int from) {
  const int between = (king_square_[1] + from) / 2;
  occupy(from, Walk::Queen, Side::White, static_cast<int>(guarder_));
  if (empty(between)) {
    intercept_check_on_guarded_square(between);
    intercept_check_by_pin(between);
    vacate(between);
  } else {
    continue_guarding();
  }
}

void TargetEnumerator::place_guarding_rider(Walk walk, int from) {
  const GuardDir g = guard_dirs_[static_cast<size_t>(walk)][static_cast<size_t>(from)];
  const Line line = walk == Walk::Queen ? Line::Queen : walk == Walk::Rook ? Line::Rook : Line::Bishop;
  if (g.dir == kCheckUninterceptable || g.dir == 0) return;
  const int guarded = g.target;
  if (is_side(guarded, Side::Black)) return;
  if (g.dir == kGuardUninterceptable) {
    occupy(from, walk, Side::White, static_cast<int>(guarder_));
    if (line_step(line, king_square_[1] - from) != 0 && empty(guarded)) {
      intercept_check_on_guarded_square(guarded);
      intercept_check_by_pin(guarded);
      vacate(guarded);
    } else {
      continue_guarding();
    }
    return;
  }
  if (!line_empty(from, guarded, g.dir)) return;
  occupy(from, walk, Side::White, static_cast<int>(guarder_));
  keep_guard_line_open(from, guarded, +1);
  if (line_step(line, king_square_[1] - from) != 0) {
    if (empty(guarded)) {
      intercept_check_on_guarded_square(guarded);
      intercept_check_by_pin(guarded);
      vacate(guarded);
    } else {
      const Cell& cell = board_[static_cast<size_t>(guarded)];
      Unit* closer =
          cell.side == Side::White && cell.unit >= 0 ? &white_[static_cast<size_t>(cell.unit)] : nullptr;
      if (closer && closer->usage == Usage::Guards) {
        closer->usage = Usage::InterceptsCheckFromGuard;
        continue_guarding();
        closer->usage = Usage::Guards;
      } else {
        continue_guarding();
      }
    }
  } else {
    continue_guarding();
  }
  keep_guard_line_open(from, guarded, -1);
}

void TargetEnumerator::place_guarding_knight(int from) {
  if (guard_dirs_[static_cast<size_t>(Walk::Knight)][static_cast<size_t>(from)].dir != kGuardUninterceptable)
    return;
  occupy(from, Walk::Knight, Side::White, static_cast<int>(guarder_));
  continue_guarding();
}

// The squares of a guard's line kept empty: up to the square next to the king.
void TargetEnumerator::keep_guard_line_open(int from, int to, int delta) {
  const int dir = line_step(Line::Queen, to - from);
  for (int s = to - dir; s != from && distance2(king_square_[1], s) <= 2; s -= dir) to = s;
  keep_line_open(from, to, dir, delta);
}

// The guarded flight lies between guard and king: a white unit there closes the check.
void TargetEnumerator::intercept_check_on_guarded_square(int square) {
  const bool diagonal = same_colour(square, king_square_[1]);
  if (!reserve_masses(Side::White, 1)) return;
  for (unsigned i = 1; i < white_.size(); ++i) {
    if (white_[i].usage != Usage::Unused) continue;
    white_[i].usage = Usage::InterceptsCheckFromGuard;
    const int diagram = white_[i].diagram_square;
    switch (white_[i].walk) {
      case Walk::Rook:
      case Walk::Bishop:
      case Walk::Knight:
        if ((white_[i].walk == Walk::Rook && !diagonal) || (white_[i].walk == Walk::Bishop && diagonal))
          break;
        if (reserve_officer_moves(Side::White, diagram, white_[i].walk, square)) {
          place_interceptor_of_guard_check(white_[i].walk, square, i);
          unreserve();
        }
        break;
      case Walk::Pawn:
        if (!base_or_promotion_row(square) &&
            guard_dirs_[static_cast<size_t>(Walk::Pawn)][static_cast<size_t>(square)].dir !=
                kCheckUninterceptable &&
            reserve_white_pawn_moves(diagram, square)) {
          occupy(square, Walk::Pawn, Side::White, static_cast<int>(i));
          continue_guarding();
          vacate(square);
          unreserve();
        }
        if (promoted_white_pawn_may_reach(i, square))
          for (Walk walk : kPromotions) {
            if (walk == Walk::Queen || (walk == Walk::Rook && !diagonal) ||
                (walk == Walk::Bishop && diagonal))
              continue;
            if (reserve_promoting_white_pawn(diagram, walk, square)) {
              place_interceptor_of_guard_check(walk, square, i);
              unreserve();
            }
          }
        break;
      default:
        break;
    }
    white_[i].usage = Usage::Unused;
  }
  unreserve();
}

// (Not a unit that could have been a guard already: that target comes from the guards.)
void TargetEnumerator::place_interceptor_of_guard_check(Walk walk, int square, unsigned index) {
  if (index < guarder_ && guard_dirs_[static_cast<size_t>(walk)][static_cast<size_t>(square)].dir != 0)
    return;
  occupy(square, walk, Side::White, static_cast<int>(index));
  continue_guarding();
  vacate(square);
}

// Or a black unit there, pinned by the guard.
void TargetEnumerator::intercept_check_by_pin(int square) {
  if (!reserve_masses(Side::Black, 1)) return;
  const Next go_on = [this] { continue_guarding(); };
  for (unsigned i = 1; i < black_.size(); ++i) {
    if (black_[i].usage != Usage::Unused) continue;
    black_[i].usage = Usage::InterceptsCheckFromGuard;
    switch (black_[i].walk) {
      case Walk::Queen:
      case Walk::Rook:
      case Walk::Bishop:
        place_pinned_black_rider(i, square, go_on);
        break;
      case Walk::Knight:
        place_pinned_black_knight(i, square, go_on);
        break;
      case Walk::Pawn:
        place_pinned_unpromoted_black_pawn(i, square, go_on);
        if (promoted_black_pawn_may_reach(i, square))
          for (Walk walk : kPromotions) {
            if (walk == Walk::Knight)
              place_pinned_promoted_black_knight(i, square, go_on);
            else  // (Popeye places a bishop for each of queen, rook and bishop here)
              place_pinned_promoted_black_rider(i, Walk::Bishop, square, go_on);
          }
        break;
      default:
        break;
    }
    black_[i].usage = Usage::Unused;
  }
  unreserve();
}

// Each flight no white unit guards gets a black unit (Popeye's block_flights.c).
void TargetEnumerator::find_and_block_flights() {
  const int king = king_square_[1];
  const uint32_t available = reservable_masses(Side::Black);
  std::vector<int> flights;
  bool too_many = false;
  vacate(king);
  for (int i = kQueenFirst; i <= kQueenLast; ++i) {
    const int flight = king + kVec[static_cast<size_t>(i)];
    if (walk_on(flight) == Walk::Invalid || is_side(flight, Side::Black) || observed_by_white(flight))
      continue;
    if (is_side(flight, Side::White) || flights.size() == available) {
      too_many = true;
      break;
    }
    flights.push_back(flight);
  }
  occupy(king, Walk::King, Side::Black, 0);
  if (too_many) return;
  if (flights.empty()) {
    flights_blocked();
    return;
  }
  if (!reserve_black_masses_for_blocks(flights.data(), static_cast<uint32_t>(flights.size()))) return;
  for (int f : flights) block(f);
  const std::vector<int> saved = flights;
  blocking_ = &flights;
  block_next_flight();
  blocking_ = nullptr;
  for (int f : saved) vacate(f);
  unreserve();
}

// The flights from the last found to the first.
void TargetEnumerator::block_next_flight() {
  std::vector<int>& flights = *blocking_;
  if (flights.empty()) {
    flights_blocked();
    return;
  }
  const int flight = flights.back();
  flights.pop_back();
  if (reasons_empty(flight) == 0) {
    for (unsigned i = 1; i < black_.size(); ++i) {
      if (black_[i].usage != Usage::Unused) continue;
      black_[i].usage = Usage::Blocks;
      place_black_piece(i, flight, [this] { block_next_flight(); });
      black_[i].usage = Usage::Unused;
    }
    occupy(flight, Walk::Dummy, Side::Black, -1);
  }
  flights.push_back(flight);
}

void TargetEnumerator::flights_blocked() {
  if (mate_)
    test_mate_target();
  else
    test_stalemate_target();
}

}  // namespace nightrider::solver::intelligent
