// A position: the board, whose turn it is, the rights, en passant, clocks and an incremental hash,
// together with the journal of the moves played on it so they can be undone exactly.
#pragma once

#include <array>
#include <bitset>
#include <memory>
#include <span>
#include <vector>

#include "core/effect.h"
#include "core/geometry.h"
#include "core/move.h"
#include "core/square_set.h"
#include "core/types.h"

namespace nightrider {

// A unit parked off the board, tied to a square: Ghost chess's waiting ghosts, the units of Volcanic and
// Parachute Circe waiting for their square. Kept in order of arrival (FIFO or LIFO is the rule's choice).
struct BuriedUnit {
  Square square;
  Piece piece;
  friend bool operator==(const BuriedUnit&, const BuriedUnit&) = default;
};

class Position {
 public:
  explicit Position(std::shared_ptr<const Geometry> geometry);

  const Geometry& geometry() const { return *geometry_; }
  const std::shared_ptr<const Geometry>& geometry_ptr() const { return geometry_; }

  Piece at(Square s) const { return board_[s.index()]; }
  // The squares of the units of one colour (Colour::None: the holes), kept with the board: the attack
  // tests and the move generator read them instead of visiting every square.
  const SquareSet& units(Colour c) const { return units_[static_cast<size_t>(c)]; }
  // The units a side moves or observes with: its own and the neutral ones.
  SquareSet units_of_side(Colour c) const { return units_[static_cast<size_t>(c)] | units_[2]; }
  // Every square that is not empty (units and holes).
  SquareSet occupied() const { return units_[0] | units_[1] | units_[2] | units_[3]; }
  // Where the unit on s stood when the position was set up (its diagram square), followed through its
  // moves, displacements and rebirths; none for an empty square or a unit that came later (a promoted
  // pawn keeps its own). Circuit and exchange goals and Diagram Circe read it; it is not hashed.
  Square origin(Square s) const { return origins_[s.index()]; }
  Colour side_to_move() const { return side_; }
  // Rights are attached to squares: "the unit standing here has never moved" (castling partners, the
  // unmoved king's knight leap). Any move from or onto a square, and any removal there, clears its right.
  bool has_right(Square s) const { return rights_[s.index()]; }
  bool has_any_right() const { return rights_.any(); }
  Square en_passant() const { return ep_target_; }         // the square a double-stepping pawn passed over
  // The second square a triple-stepping pawn passed over (Einstein: a pawn on its first rank), also
  // open to en passant; none after a double step.
  Square en_passant_also() const { return ep_also_; }
  Square en_passant_victim() const { return ep_victim_; }  // where that pawn stands
  bool is_en_passant_square(Square s) const { return s.is_some() && (s == ep_target_ || s == ep_also_); }
  // A rule's note about the move just played that the next move depends on, like the en-passant square
  // (Rococo: the swap that may not be undone at once). Reset by every move, hashed, 0 = none.
  uint16_t move_marker() const { return marker_; }
  int halfmove_clock() const { return halfmove_; }
  int fullmove_number() const { return fullmove_; }
  uint64_t hash() const { return hash_; }

  // The royal units: every king of a colour, in square order (a neutral king belongs to both colours).
  // king(c) is the first of them, or none.
  Square king(Colour c) const { return kings_[index_of(c) & 1]; }
  std::span<const Square> royals(Colour c) const {
    const RoyalSet& set = royals_[index_of(c) & 1];
    return std::span<const Square>(set.squares.data(), set.count);
  }
  // More than one king for a side, or a neutral one: check is then more than "the king attacked".
  // Does a hole stand on some square (Popeye's Hole, Haan chess; FEN '#')? The fast move counters, which
  // model no holes, leave such positions to the rules.
  bool has_hole() const {
    for (const Piece& p : board_)
      if (p.is_hole()) return true;
    return false;
  }
  bool several_royals() const { return royals_[0].count > 1 || royals_[1].count > 1 || neutral_royals_ > 0; }
  Square anti_king(Colour c) const { return anti_kings_[index_of(c) & 1]; }

  const std::vector<BuriedUnit>& underworld() const { return underworld_; }
  // Rule-state flags: what a condition remembers beyond the board (Republican type 1: "a king has been
  // placed"), one bit each as Rules::reserve_flag hands them out; journaled and hashed like the board.
  uint32_t rule_flags() const { return rule_flags_; }
  bool rule_flag(int bit) const { return (rule_flags_ >> bit) & 1; }

  // --- Setting up (not journaled; for FEN reading and tests) ---
  void put(Square s, Piece p);
  void put_buried(Square s, Piece p);  // appends to the underworld
  void set_side_to_move(Colour c);
  void set_right(Square s, bool on);
  void set_en_passant(Square target, Square victim, Square also = Square::none());
  void set_move_marker(uint16_t marker);  // also used by the move being played
  // The diagram square of the unit on s (none: it came later), where a FEN says it
  // (RuleParams::origins_in_fen).
  void set_origin(Square s, Square origin) { origins_[s.index()] = origin; }
  void set_clocks(int halfmove, int fullmove);
  void set_rule_flags(uint32_t flags);

  // --- Playing: everything between begin_move and end_move is journaled ---
  void begin_move(const Move& m);
  // (`why`: the rule that makes the effect, for notation; the move's own action by default.)
  void relocate(Square from, Square to, EffectReason why = EffectReason::Move);  // the destination must be empty
  void remove(Square s, EffectReason why = EffectReason::Move);
  // The square must be empty; `origin`: the diagram square of a unit coming back (a rebirth).
  void add(Square s, Piece p, EffectReason why = EffectReason::Move, Square origin = Square::none());
  void change(Square s, Piece p, EffectReason why = EffectReason::Move);
  // Puts `p` under square s, at the end of the underworld (or at `index`). `as_taken`: the unit as it
  // was before it changed on its way there (a pawn promoted as it goes under its last rank), recorded
  // for notation in the effect's `previous`.
  void bury(Square s, Piece p, EffectReason why = EffectReason::Underworld, size_t index = SIZE_MAX,
            Piece as_taken = Piece());
  void unbury(size_t index, EffectReason why = EffectReason::Underworld);  // takes entry `index` out of it
  // The unit on s is reborn where it stands (EffectKind::Stay); with EffectReason::Detour, the mover set
  // out from the empty square s (a note for notation).
  void note_stay(Square s, EffectReason why = EffectReason::CapturerRebirth);
  void set_rule_flag(int bit, bool on);  // journaled
  void grant_right(Square s);
  void clear_right(Square s);
  void set_move_en_passant(Square target, Square victim, Square also = Square::none());  // for the move played
  void reset_halfmove_clock() { halfmove_ = 0; }
  void begin_side_effects();             // what follows is a side effect of the primary action (for notation)
  void end_move(bool pass_turn = true);  // normally passes the turn; series and double moves do not
  void undo_move();

  // --- Looking at another board without playing a move (neither journaled nor hashed) ---
  // For a question about the units alone asked of the board after a simple move (Rules' legality test
  // where every hook that judges it reads only the units: RuleModule::judges_units_alone): look_set
  // changes squares as place would, look_back puts them and the en passant state back exactly. Between
  // them the en passant state is none, as after any move but a double step; the hash, rights, origins,
  // side to move, marker and journal stay the position's.
  struct Look {
    static constexpr int kCapacity = 6;
    std::array<Square, kCapacity> squares{};
    std::array<Piece, kCapacity> was{};
    int count = 0;
    Square ep_target, ep_victim, ep_also;
  };
  void look_begin(Look& look);
  void look_set(Look& look, Square s, Piece p);
  void look_back(const Look& look);

  // --- Setting units aside for a question (neither journaled nor hashed) ---
  // A rule that asks a question of some units alone (Alice chess: the units of one board, which move
  // and check as if the others were not there) takes the others off for the while: set_aside puts
  // `replacement` (empty by default) on s, put_back puts back exactly what was there, last first. The
  // hash, rights, origins, en passant state and journal stay the position's.
  struct Aside {
    std::array<Square, Square::kIndexSpace> squares{};
    std::array<Piece, Square::kIndexSpace> was{};
    int count = 0;
  };
  void set_aside(Aside& aside, Square s, Piece replacement = Piece());
  void put_back(const Aside& aside);

  // The effects of the last move played (for notation: displacements, rebirths, promotions).
  std::span<const Effect> last_effects() const {
    if (frames_.empty()) return {};
    return std::span<const Effect>(journal_).subspan(frames_.back().journal_begin);
  }
  std::span<const Effect> last_side_effects() const {
    if (frames_.empty()) return {};
    return std::span<const Effect>(journal_).subspan(frames_.back().side_effects_begin);
  }
  const Move& last_move() const { return frames_.back().move; }
  // The move marker as it was before the last move (while that move is played: before it).
  uint16_t move_marker_before() const { return frames_.back().marker; }
  Square en_passant_before() const { return frames_.back().ep_target; }
  Square en_passant_victim_before() const { return frames_.back().ep_victim; }
  Square en_passant_also_before() const { return frames_.back().ep_also; }
  size_t moves_played() const { return frames_.size(); }
  // The k-th most recent move played on this position and its effects (k = 1: the last one, as
  // last_move() and last_effects(); while a move is played, the move itself), for 1 <= k <=
  // moves_played(): a rule that reads what an earlier move did (a capture some moves ago).
  const Move& earlier_move(size_t k) const { return frames_[frames_.size() - k].move; }
  std::span<const Effect> earlier_effects(size_t k) const;
  // Hash of the position before the k-th most recent move (k = 1 is the position before the last move).
  uint64_t hash_before(size_t k) const { return frames_[frames_.size() - k].hash; }
  int halfmove_clock_before(size_t k) const { return frames_[frames_.size() - k].halfmove; }

  // Positions are equal when the board, underworld, side, rights, en passant and marker are; clocks and
  // history are not compared.
  bool same_state(const Position& other) const;

  // A word a rule module keeps while it answers a query on this position, such as how deep a nested
  // legality test has gone (Rules::reserve_scratch gives each owner its slot). It is no part of the
  // position: neither hashed nor compared, zero outside a query, and every thread's positions have
  // their own, so the modules, shared by the threads, keep no state of their own.
  static constexpr int kScratchSlots = 4;
  uint32_t& scratch(int slot) const { return scratch_[static_cast<size_t>(slot)]; }

 private:
  struct Frame {
    Move move;
    uint32_t journal_begin;
    uint32_t side_effects_begin;
    Square ep_target, ep_victim, ep_also;
    uint16_t marker;
    uint16_t halfmove;
    uint16_t fullmove;
    uint64_t hash;
    bool passed_turn = true;
  };

  // Board, unit sets, royal tracking and (kHash) the hash. Undo passes kHash false where the build has
  // no assertions: it gives back the hash its frame saved, so keeping it on the way costs for nothing.
  template <bool kHash = true>
  void place_raw(Square s, Piece p);
  void flip_rule_flag(int bit);  // one rule-state flag and its hash key
  void track_royal(Square s, Piece p, bool arriving);
  template <bool kHash>
  void apply_inverse(const Effect& e);
  void hash_underworld_from(size_t index);  // toggles the keys of entries index.. (they depend on order)
  template <bool kHash = true>
  void insert_buried(size_t index, BuriedUnit unit);
  template <bool kHash = true>
  void erase_buried(size_t index);

  std::shared_ptr<const Geometry> geometry_;
  std::array<Piece, Square::kIndexSpace> board_{};
  std::array<SquareSet, 4> units_{};                   // by colour index: see units()
  std::array<Square, Square::kIndexSpace> origins_{};  // see origin()
  std::bitset<Square::kIndexSpace> rights_;
  mutable std::array<uint32_t, kScratchSlots> scratch_{};
  Colour side_ = Colour::White;
  Square ep_target_, ep_victim_, ep_also_;
  uint16_t marker_ = 0;
  int halfmove_ = 0, fullmove_ = 1;
  uint64_t hash_ = 0;
  struct RoyalSet {
    static constexpr int kCapacity = 8;  // (kings beyond the eighth of a colour are not tracked)
    std::array<Square, kCapacity> squares{};
    uint8_t count = 0;
  };
  void add_royal(int colour, Square s);
  void remove_royal(int colour, Square s);
  std::array<Square, 2> kings_{}, anti_kings_{};
  std::array<RoyalSet, 2> royals_{};
  uint8_t neutral_royals_ = 0;
  std::vector<BuriedUnit> underworld_;
  uint32_t rule_flags_ = 0;
  std::vector<Effect> journal_;
  std::vector<Frame> frames_;
};

// Zobrist keys, computed by mixing rather than looked up, so any piece code and square has one.
namespace zobrist {
constexpr uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
// (A Piece's code takes up to 26 bits: the unit keys are kept apart from the small constants below by
// bits 40 and 41.)
constexpr uint64_t piece(Piece p, Square s) {
  return mix(uint64_t{1} << 40 | uint64_t{p.code()} << 8 | uint64_t(s.index()));
}
constexpr uint64_t right(Square s) { return mix(0x1000000ull + uint64_t(s.index())); }
constexpr uint64_t en_passant(Square s) { return mix(0x2000000ull + uint64_t(s.index())); }
constexpr uint64_t black_to_move() { return mix(0x3000000ull); }
constexpr uint64_t move_marker(uint16_t marker) { return mix(0x5000000ull + marker); }
constexpr uint64_t rule_flag(int bit) { return mix(0x6000000ull + uint64_t(bit)); }
constexpr uint64_t buried(const BuriedUnit& u, size_t index) {
  return mix(uint64_t{1} << 41 | uint64_t(index) << 42 | uint64_t{u.piece.code()} << 8 |
             uint64_t(u.square.index()));
}
}  // namespace zobrist

}  // namespace nightrider
