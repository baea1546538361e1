// Popeye's intelligent mode, its first half: the enumeration of target positions, every way the black
// king can be stalemated (h=, ser-=, ser-h=) or mated (h#, ser-#, ser-h#) with the moves each side has,
// in Popeye 4.104's order (its optimisations/intelligent/*.c, stalemate/*.c and mate/*.c, rules read
// there and rewritten here). Popeye
// counts the targets ("N potential positions in W+B" with MoveNumbers) and solves each one as it is
// found, so its solutions come out in this order (solver/intelligent/intelligent_order.h).
//
// The enumeration places units one by one on a board of its own (geometry.h) and goes on with a
// continuation; what each step tries, and in which order, is Popeye's, down to its quirks (each noted
// where it is). Black is the side to be stalemated or mated: a caller reflects the board where White is.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "solver/intelligent/geometry.h"

namespace nightrider::solver::intelligent {

enum class Walk : int8_t { Empty, Invalid, King, Pawn, Queen, Knight, Rook, Bishop, Dummy };
enum class Side : int8_t { White = 0, Black = 1, None = 2 };

// The line a unit of `walk` checks along (a queen's for the king and the others).
constexpr Line line_of(Walk walk) {
  switch (walk) {
    case Walk::Rook:
      return Line::Rook;
    case Walk::Bishop:
      return Line::Bishop;
    case Walk::Knight:
      return Line::Knight;
    default:
      return Line::Queen;
  }
}

// A unit of the diagram: side, walk and square (0..63, a1 = 0).
struct DiagramUnit {
  Side side;
  Walk walk;
  int square;
};

// A target: for each unit of the diagram (in the order given) its walk and square (0..63) there, or
// square -1 where the target leaves it unused.
struct TargetUnit {
  Walk walk = Walk::Empty;
  int square = -1;
  bool gives_check = false;  // mates: a white unit checking the black king (its moves count "to give check")
};

struct EnumerationInput {
  std::vector<DiagramUnit> units;  // one black king at least
  uint64_t holes = 0;              // squares (bit a1 = 0) no unit stands on or crosses
  bool castling[2][2] = {};        // [side][0: queen side, 1: king side], the rights of the diagram
  int white_moves = 0, black_moves = 0;
};

// Calls `found` with each target of a stalemate of Black in Popeye's order (the same target may come
// more than once: Popeye counts each), until it returns false.
using TargetFound = std::function<bool(const std::vector<TargetUnit>&)>;
void enumerate_stalemate_targets(const EnumerationInput& input, const TargetFound& found);

// The same for every way the black king can be mated (h#, ser-#, ser-h#; Popeye's mate/*.c).
// `reserved` (bit a1 = 0) are the squares the target keeps empty (check and guard lines, pins): Popeye
// counts a move for each unit standing on one while the play is followed.
struct MateTarget {
  std::vector<TargetUnit> units;
  uint64_t reserved = 0;
};
using MateTargetFound = std::function<bool(const MateTarget&)>;
void enumerate_mate_targets(const EnumerationInput& input, const MateTargetFound& found);

// Walks in Popeye's promotion order (queen, knight, rook, bishop).
inline constexpr std::array<Walk, 4> kPromotions = {Walk::Queen, Walk::Knight, Walk::Rook, Walk::Bishop};

// The enumeration's state and steps (target_enumerator.cpp, guards.cpp, placement.cpp,
// stalemate_targets.cpp).
class TargetEnumerator {
 public:
  using Next = std::function<void()>;
  TargetEnumerator(const EnumerationInput& input, const TargetFound& found);
  TargetEnumerator(const EnumerationInput& input, const MateTargetFound& found);
  // The enumeration of the goal the constructor was given (mate targets with a MateTargetFound).
  void run();
  // Popeye's count of the moves from one square and walk to another during a play (intelligent_order.h).
  static uint32_t moves_during_play(Side side, Walk from_walk, int from, Walk to_walk, int to, bool checking,
                                    int black_king, const bool castling[2][2], bool test_castling);

 private:
  enum class Usage : int8_t {
    Unused,
    King,
    Guards,
    Blocks,
    Pins,
    Intercepts,
    InterceptsCheckFromGuard,
    FixedToDiagramSquare,
    GivesCheck,
    Missing
  };
  struct Unit {
    Walk walk = Walk::Empty;
    int diagram_square = 0;  // frame square
    Usage usage = Usage::Unused;
    int input_index = 0;  // in EnumerationInput::units
  };
  struct Cell {
    Walk walk = Walk::Invalid;
    Side side = Side::None;
    int8_t unit = -1;  // index in white_ or black_, -1 for a dummy
  };
  // (Unsigned as Popeye's: a count of masses taken below zero wraps round, and Popeye goes on with it.)
  struct Budget {
    uint32_t moves[2] = {0, 0};
    uint32_t masses[2] = {0, 0};
  };
  struct GuardDir {
    int dir = 0;
    int target = 0;
  };
  static constexpr int kCheckUninterceptable = 0x7fffffff;
  static constexpr int kGuardUninterceptable = 0x7ffffffe;
  static constexpr int kImpossible = 1000;  // Popeye's maxply+1: more moves than any play has
  static constexpr unsigned kNoGuarder = 0xffffffffu;

  // --- board (target_enumerator.cpp)
  bool empty(int sq) const { return board_[static_cast<size_t>(sq)].walk == Walk::Empty; }
  bool is_side(int sq, Side side) const { return board_[static_cast<size_t>(sq)].side == side; }
  Walk walk_on(int sq) const { return board_[static_cast<size_t>(sq)].walk; }
  void occupy(int sq, Walk walk, Side side, int unit);
  void vacate(int sq);
  void block(int sq);  // Popeye's block_square: a wall for the time being
  bool line_empty(int from, int to, int dir) const;
  void keep_line_open(int from, int to, int dir, int delta);
  int& reasons_empty(int sq) { return reasons_empty_[static_cast<size_t>(sq)]; }
  bool observed_by_white(int sq) const;
  int uninterceptably_observed_by_black(int sq) const;
  bool black_pawn_attacks_king(int from) const;
  void report_target();
  Unit& white(unsigned i) { return white_[i]; }
  Unit& black(unsigned i) { return black_[i]; }
  static bool base_or_promotion_row(int sq) { return rank_of(sq) == 0 || rank_of(sq) == 7; }

  // --- move counts and reservations (budget.cpp)
  int king_distance(int from, int to) const;
  int white_king_moves(int from, int to) const;
  int black_king_moves(int from, int to) const;
  static int white_pawn_moves(int from, int to);
  static int black_pawn_moves(int from, int to);
  static int officer_moves(Walk walk, int from, int to);
  static int white_promotion_moves(int from, Walk walk, int to);
  static int black_promotion_moves(int from, Walk walk, int to);
  int black_promoted_pawn_to(int from, int to) const;
  int estimate_black_moves_to(int to) const;
  int moves_to_white_promotion(int from) const;
  bool promoted_white_pawn_may_reach(unsigned index, int to) const;
  bool promoted_black_pawn_may_reach(unsigned index, int to) const;
  Budget& top() { return reserve_.back(); }
  const Budget& top() const { return reserve_.back(); }
  void push() { reserve_.push_back(reserve_.back()); }
  void unreserve() { reserve_.pop_back(); }
  bool reserve_masses(Side side, uint32_t count);
  bool reserve_black_masses_for_blocks(const int* flights, uint32_t count);
  uint32_t reservable_masses(Side side) const;
  bool reserve_pinner();
  bool reserve_black_pawn_moves(int from, int to);
  bool reserve_white_pawn_moves(int from, int to);
  bool reserve_promoting_white_pawn(int from, Walk walk, int to);
  bool reserve_promoting_black_pawn(int from, Walk walk, int to);
  bool reserve_king_moves(Side side, uint32_t moves);
  bool reserve_officer_moves(Side side, int from, Walk walk, int to);

  // --- guards of the king's flights and their blocks (guards.cpp)
  void place_black_king();
  void init_guard_dirs(int king);
  void init_guard_dirs_rider(Walk guarder, int flight, int dir);
  void init_guard_dirs_leaper(Walk guarder, int around, int first, int last, int value);
  void guard_flights();
  void guard_with_king();
  void continue_guarding();
  void guarding_done();
  void guard_next_flight();
  void guard_with_queen(int from, bool promoted);
  void guard_with_rook(int from, bool promoted);
  void guard_with_bishop(int from, bool promoted);
  void guard_with_knight(int from, bool promoted);
  void guard_with_pawn(int from);
  void guard_with_promoted_pawn(int from);
  void place_queen_opposition(int from);
  void place_guarding_rider(Walk walk, int from);
  void place_guarding_knight(int from);
  void keep_guard_line_open(int from, int to, int delta);
  void intercept_check_on_guarded_square(int square);
  void intercept_check_by_pin(int square);
  void place_interceptor_of_guard_check(Walk walk, int square, unsigned index);
  void find_and_block_flights();
  void block_next_flight();
  void flights_blocked();

  // --- placing units (placement.cpp)
  void place_white_king(int square, const Next& go_on);
  void intercept_king_checks_from(int direction_index, const Next& go_on);
  bool black_line_checks_white_king(int dir) const;
  void intercept_check_by_black(int dir, const Next& go_on);
  void place_white_piece(unsigned index, int square, const Next& go_on);
  void place_white_queen(unsigned index, int square, const Next& go_on);
  void place_white_rider(unsigned index, int square, const Next& go_on);
  void place_white_knight(unsigned index, int square, const Next& go_on);
  void place_unpromoted_white_pawn(unsigned index, int square, const Next& go_on);
  void place_promoted_white_pawn(unsigned index, int square, const Next& go_on);
  void place_promoted_white_rider(Walk walk, unsigned index, int square, const Next& go_on);
  void place_promoted_white_knight(unsigned index, int square, const Next& go_on);
  void intercept_guard_by_white(int target, int dir, const Next& go_on);
  void place_black_piece(unsigned index, int square, const Next& go_on);
  void place_pinned_black_piece(unsigned index, int square, const Next& go_on);
  void place_black_rider(unsigned index, int square, const Next& go_on);
  void place_promoted_black_rider(unsigned index, Walk walk, int square, const Next& go_on);
  void place_rider(Walk walk, unsigned index, int square, const Next& go_on);
  void place_black_knight(unsigned index, int square, const Next& go_on);
  void place_promoted_black_knight(unsigned index, int square, const Next& go_on);
  void place_unpromoted_black_pawn(unsigned index, int square, const Next& go_on);
  void place_promoted_black_pawn(unsigned index, int square, const Next& go_on);
  void place_pinned_black_rider(unsigned index, int square, const Next& go_on);
  void place_pinned_promoted_black_rider(unsigned index, Walk walk, int square, const Next& go_on);
  void place_pinned_black_knight(unsigned index, int square, const Next& go_on);
  void place_pinned_promoted_black_knight(unsigned index, int square, const Next& go_on);
  void place_pinned_unpromoted_black_pawn(unsigned index, int square, const Next& go_on);
  void place_pinned_promoted_black_pawn(unsigned index, int square, const Next& go_on);
  int interceptable_check_dir(Walk walk, int square) const;
  int pin_dir_of(int square) const;
  void pin_black_piece(int square, int dir, const Next& go_on);
  void pin_with(unsigned index, int square, bool diagonal, const Next& go_on);

  // --- mate (mate_targets.cpp, double_checks.cpp)
  struct RiderDisturbance {
    int dir = 0;  // 0: none; kDisturbUninterceptable: next to a square of the check
    int target = 0;
  };
  static constexpr int kDisturbUninterceptable = 0x7fffffff;
  enum class PawnDisturbance : int8_t { None, Capture, Single, Double };
  void generate_checks();
  void check_by_rider(unsigned index, int from);
  void check_by_knight(unsigned index, int from);
  void check_by_unpromoted_pawn(unsigned index, int from);
  void check_by_promoted_pawn(unsigned index, int from);
  void check_by_promoted_rider(unsigned index, Walk walk, int from);
  void check_by_promoted_knight(unsigned index, int from);
  void remember_mating_line(Walk walk, int from, int delta);
  void init_disturbances(int check_from, int dir);
  void init_rider_disturbance_line(int target, int dir, unsigned index);
  void clear_disturbances();
  bool reserve_white_officer_checking(int from, Walk walk, int to);
  bool reserve_white_pawn_checking(int from, int to);
  bool reserve_front_check_by_officer(int from, int via, Walk walk, int to);
  bool reserve_front_check_by_pawn_with_capture(int from, int via, int to);
  bool reserve_front_check_by_pawn_without_capture(int from, int via);
  bool reserve_front_check_by_promotee(int from, Walk walk, int via);
  bool reserve_double_check_by_en_passant(int from, int via);
  bool reserve_promotion_counts(uint32_t moves, uint32_t files);
  void generate_double_checks();
  void battery();
  void rear_check_by_rider(unsigned index, Walk walk, int first, int last, bool promoted);
  void front_check(int rear);
  void front_check_via(int via, bool diagonal);
  void front_check_by_rider_via(unsigned index, int via);
  void front_check_by_knight_via(unsigned index, int via);
  void front_check_by_promotee(unsigned index, int via);
  void front_check_by_promotee_rider(unsigned index, Walk walk, int via, int first, int last);
  void front_check_by_promotee_knight(unsigned index, int via);
  void front_check_by_pawn(unsigned index, int via);
  void front_check_by_unpromoted_pawn(unsigned index, int via, int dir);
  void front_check_by_pawn_promotion_without_capture(unsigned index, int via, int dir);
  void front_check_by_pawn_promotion_with_capture(unsigned index, int via, int dir);
  void keep_checking_line_open(int from, int to, Walk walk, int delta);
  void en_passant(int king_row, int dir_vertical);
  void en_passant_select_capturee(int via_capturee, int dir_vertical, unsigned capturer);
  void en_passant_diagonal_check(int via_capturee, int dir_vertical);
  void en_passant_orthogonal_check(int dir_vertical);
  void intercept_black_move(int from, int to, const Next& go_on);
  void pin_if_pinnable(int square, const Next& go_on);
  void place_black_rider_disturbing(Walk walk, unsigned index, int square, const Next& go_on);
  void next_rider_interception(unsigned next, unsigned end, int square, const Next& placed);
  void test_mate_target();
  int find_king_flight();
  void place_any_black_piece_on(int square);
  void fix_white_king_for_mate();
  bool exists_redundant_white_piece();
  bool black_is_mated();
  bool black_has_legal_move();
  bool observed_by_black(int sq) const;

  // --- stalemate (stalemate_targets.cpp)
  void test_stalemate_target();
  bool immobilise_black();
  // Black's move from `from` to `to` on the target board leaves its king unobserved by White.
  bool black_move_legal(int from, int to);
  void white_block(int square);
  void black_block(const std::vector<int>& squares);
  void block_first(const std::vector<int>& squares, size_t first);
  void deal_with_unused_pieces();
  void place_some_piece();

  const TargetFound* found_ = nullptr;
  const MateTargetFound* found_mate_ = nullptr;
  bool mate_ = false;
  std::array<std::array<RiderDisturbance, kFrameSize>, 4> disturb_rider_{};
  std::array<int, kFrameSize> disturb_knight_{};
  std::array<PawnDisturbance, kFrameSize> disturb_pawn_{};
  struct IndexRange {
    unsigned start = 0, end = 0;  // inclusive; end < start: none
  };
  std::array<IndexRange, 3> disturb_ranges_{};  // queen, rook, bishop
  size_t nr_input_units_ = 0;
  std::array<Cell, kFrameSize> board_{};
  std::array<int, kFrameSize> reasons_empty_{};
  std::array<std::array<GuardDir, kFrameSize>, 9> guard_dirs_{};  // by Walk
  std::vector<Unit> white_, black_;
  std::array<int, 64> moves_to_white_promotion_{};
  std::vector<Budget> reserve_;
  int king_square_[2] = {0, 0};  // 0: none
  bool castling_[2][2] = {};
  bool test_castling_ = false;
  uint32_t moves_left_[2] = {0, 0};
  unsigned guarder_ = kNoGuarder;
  int start_black_placements_ = kSquareA1;
  std::vector<int>* blocking_ = nullptr;  // the flights still to be blocked (find_and_block_flights)
};

}  // namespace nightrider::solver::intelligent
