// The solver's fast path: orthodox 8x8 problems (no condition, no fairy piece, one king a side) on the
// bitboard board of variants/chess_bitboard.h, with a Zobrist key kept alongside it. Same interface as
// GeneralBoard; the solver is instantiated for both and gives the same solutions with either.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "core/position.h"
#include "solver/mate_bound.h"
#include "solver/popeye_language.h"
#include "solver/popeye_move_order.h"
#include "variants/chess_bitboard.h"

namespace nightrider::solver {

class OrthodoxBoard {
 public:
  using MoveT = bitboard::FastMove;
  static constexpr bool kCheapGivesCheck = true;  // gives_check does not play the move
  static constexpr bool kCostlyGoalTest = false;  // (bitboard tests)
  struct List {
    std::array<MoveT, bitboard::Board::kMaxMoves> moves;
    int count = 0;
    const MoveT* begin() const { return moves.data(); }
    const MoveT* end() const { return moves.data() + count; }
    MoveT* begin() { return moves.data(); }
    MoveT* end() { return moves.data() + count; }
    size_t size() const { return static_cast<size_t>(count); }
    bool empty() const { return count == 0; }
    const MoveT& operator[](size_t i) const { return moves[i]; }
    MoveT& operator[](size_t i) { return moves[i]; }
  };

  // Throws std::invalid_argument for positions the bitboard board does not model (see Board).
  explicit OrthodoxBoard(const bitboard::Setup& setup);

  void legal_moves(List& out) { out.count = board_.legal_moves(out.moves.data()); }
  // The language text() writes piece codes in (English by default).
  void set_language(PopeyeLanguage language) { language_ = language; }
  void checking_moves(List& out) { out.count = board_.checking_moves(out.moves.data()); }
  int count_legal_moves() const { return board_.count_legal_moves(); }
  bool has_legal_move() const { return board_.has_legal_move(); }
  bool immobile() const { return !board_.has_legal_move(); }
  bool in_check() const { return board_.in_check(); }
  bool gives_check(const MoveT& m) const { return board_.gives_check(m); }
  using CheckInfo = bitboard::Board::CheckInfo;
  CheckInfo check_info() const { return board_.check_info(); }
  bool gives_check(const MoveT& m, const CheckInfo& info) const { return board_.gives_check(m, info); }
  void play(const MoveT& m);
  // Does a move known to give check mate? (Played on the bitboard alone: no key to keep.)
  bool checking_move_mates(const MoveT& m) {
    board_.play(m);
    const bool mate = !board_.has_legal_move();
    board_.undo();
    return mate;
  }
  void undo() {
    board_.undo();
    keys_.pop_back();
    last_kinds_.pop_back();
  }
  void play_null(bool = false) {
    board_.play_null();
    keys_.push_back(keys_.back());
    last_kinds_.push_back(0);
  }
  void undo_null() {
    board_.undo_null();
    keys_.pop_back();
    last_kinds_.pop_back();
  }
  uint64_t key() const;
  // The key after `m` without playing it: the search looks its child up in the table first.
  static constexpr bool kPredictsKeys = true;
  uint64_t key_after(const MoveT& m) const;
  const bitboard::Board& bitboard() const { return board_; }
  // The position as orthodox8 codes per square (solver/help_targets.h).
  bool orthodox_codes(std::array<int8_t, 64>& codes) const {
    for (int sq = 0; sq < 64; ++sq)
      codes[static_cast<size_t>(sq)] = static_cast<int8_t>(board_.piece_code(sq));
    return true;
  }
  bool white_to_move() const { return board_.white_to_move(); }
  // Has the side a unit besides its king (option KeepMatingPiece)? (One king a side on this board.)
  bool has_unit_besides_king(bool white) const { return std::popcount(board_.occupancy(white)) > 1; }
  // Does this move of the side to move move its king (castling too)? (Codes 5 and 11: the kings.)
  bool moves_king(const MoveT& m) const { return board_.piece_code(m.from) % 6 == 5; }
  bool last_move_captured() const { return last_kinds_.back() & kLastCapture; }
  bool last_move_castled() const { return last_kinds_.back() & kLastCastle; }
  bool last_move_en_passant() const { return last_kinds_.back() & kLastEnPassant; }
  // (Problems with a target square are solved on the general board: problem_setup.)
  std::optional<Square> last_move_to() const { return std::nullopt; }
  std::string text(const MoveT& m) const;
  // solver/mate_bound.h: false when the side cannot be mated within these moves.
  // `squares`, `feasible`: as MateBound::possible's.
  bool mate_possible(bool mated_white, int mated_moves, int mating_moves, uint64_t squares = ~uint64_t{0},
                     uint64_t* feasible = nullptr, bool* roomy = nullptr,
                     MateBound::Progress* progress = nullptr) const;
  // The bound asks for stalemate instead of mate (MateBound::set_stalemate).
  void set_stalemate_bound(bool on) { mate_bound_.set_stalemate(on); }
  // Can this move of the mated side keep a mate possible (MateBound::Progress)?
  using Progress = MateBound::Progress;
  bool may_progress(const Progress& progress, const MoveT& m) const;
  // The same with the mated side to move and one move left, saying which of its moves can lead to the
  // mate (castling always may).
  using MoveFilter = MateBound::LastMove;
  bool mate_possible(bool mated_white, int mating_moves, MoveFilter& filter,
                     uint64_t squares = ~uint64_t{0}) const {
    return mate_bound_.possible(board_, mated_white, 1, mating_moves, &filter, squares);
  }
  // A move after which the king squares that allow a mate can only be fewer (see MateBound::possible):
  // any but castling.
  static bool narrows_mate_squares(const MoveT& m) { return !(m.flags & bitboard::kCastle); }
  // A move of the mated side after which, with two moves to spare before it, a mate stays possible: one
  // that takes nothing (a taken mating unit may have been needed) and does not castle.
  static bool keeps_mate_possible(const MoveT& m) {
    return !(m.flags & (bitboard::kCastle | bitboard::kCapture));
  }
  static bool allows(const MoveFilter& filter, const MoveT& m) {
    return (m.flags & bitboard::kCastle) || filter.allows(m.from, m.to);
  }
  // (Popeye's table of refutations tells every orthodox move apart.)
  bool same_in_popeye_tables(const MoveT& a, const MoveT& b) const { return a == b; }
  bool popeye_tables_merge_moves() const { return false; }
  static bool same_squares(const MoveT& a, const MoveT& b) {
    return a.from == b.from && a.to == b.to && a.promotion == b.promotion;
  }
  // `moves` (legal here) in the order Popeye tries them (solver/popeye_move_order.h); unchanged when
  // that order is not known (castling among them).
  void order_as_popeye(std::vector<MoveT>& moves, PopeyeGenerator generator = PopeyeGenerator::Normal) const;

 private:
  uint64_t pieces_key_after(const MoveT& m) const;
  bitboard::Board board_;
  PopeyeLanguage language_ = PopeyeLanguage::English;
  std::vector<uint64_t> keys_;  // piece-square part of the key, per ply (index 0 = the start)
  static constexpr uint8_t kLastCapture = 1, kLastCastle = 2, kLastEnPassant = 4;
  std::vector<uint8_t> last_kinds_;  // per ply: did its move capture, castle (kLast… bits)
  mutable MateBound mate_bound_;     // scratch space of the bound
};

}  // namespace nightrider::solver
