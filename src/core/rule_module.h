// The named hooks through which variants and conditions change the rules. A module overrides the
// hooks it needs and lists them in hooks(); the rule set calls each hook only on the modules that
// declared it, so unused hooks cost nothing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/move.h"
#include "core/outcome.h"
#include "core/position.h"

namespace nightrider {

class Rules;

// An observation: a unit attacking a square, asked for because of check, castling or a condition's
// own test (paralysis). Conditions veto observations at one of three levels, asked in this order, as
// Popeye separates them: the geometry of the line (Monochrome, Bichrome), the observer (paralysed by
// Madrasi or Eiffel), the observation itself. A test made inside a hook of one level asks only the
// levels below it (Rules::is_attacked_by), so no hook ever calls itself.
enum class ObservationLevel : uint8_t { Geometry, Observer, Observation, All };
enum class ObservationPurpose : uint8_t { Check, Castling, Paralysis };
struct Observation {
  Square from, target;
  Colour by;       // the observing side
  PieceKind walk;  // the walk the unit observes with
  ObservationPurpose purpose;
};

enum Hook : unsigned {
  kHookGenerate = 1 << 0,     // add moves (castling, royal leaps, a piece family's special moves)
  kHookFilter = 1 << 1,       // reject a generated move before it is played
  kHookAfterMove = 1 << 2,    // append side effects to the move being played (fields, rebirths …)
  kHookLegality = 1 << 3,     // accept or reject the position after the move (beyond the check rule)
  kHookObservation = 1 << 4,  // veto an observation, at the module's observation_level()
  kHookCheck = 1 << 5,        // define "in check" for a side
  kHookGameEnd = 1 << 6,      // end the game regardless of the moves (king captured)
  kHookDrawClaim = 1 << 7,    // draws by rule that perft ignores (fifty moves, repetition, material)
  kHookObligation = 1 << 8,   // narrow the whole legal list (compulsory capture, forced squares, must check)
  kHookTurn = 1 << 9,         // decide whether a move ends the turn (series movers, double moves)
  kHookChoice = 1 << 10,      // list the mover's choices after the primary action (rebirth squares …)
  kHookImmobility = 1 << 11,  // define "immobile" for the goals mate and stalemate (MAFF)
  kHookObservers = 1 << 12,   // units observe from other squares (Mars Circe's rebirth square); one module
  kHookArrival = 1 << 13,     // a unit arriving on a square becomes another before any rule sends it on
  kHookBeforeMove = 1 << 14,  // change units before the primary action, as part of it (a unit promoted, then moving)
  kHookMarks = 1 << 15,       // squares marked by rule beside the units (markers that follow the moves); one module
  kHookBoards = 1 << 16,      // units on several boards, each moving alone (Alice chess); one module
};

// Squares a rule marks beside the units (kHookMarks): markers that are no units, kept in the rule's own
// state and moved by its rules (Popeye's imitators), in their order, and the letter the notations write
// them with ("[Ic5]" after a move, "I" in a diagram).
struct Marks {
  char letter = 0;
  std::vector<Square> squares;
};

// Where a unit observes from (kHookObservers): other empty squares, where it is put for the test (its own
// square emptied), and whether it observes from its own square too.
struct ObserverSquares {
  Square squares[3];
  int count = 0;
  bool own = true;
};

class RuleModule {
 public:
  virtual ~RuleModule() = default;
  virtual const char* name() const = 0;
  virtual unsigned hooks() const = 0;

  virtual void generate(const Position&, const Rules&, MoveList&) const {}
  virtual bool admits(const Position&, const Rules&, const Move&) const { return true; }
  virtual void after_move(Position&, const Rules&, const Move&) const {}
  // Effects played before the move's primary action, and part of it (kHookBeforeMove): the move is then
  // made on the board they leave, its mover the unit then on `m.from` (a latent pawn promoted, then
  // moving as its new kind). They read only the move and the board before it.
  virtual void before_move(Position&, const Rules&, const Move&) const {}
  // The values the mover may give this module's ChoiceSlot for `m` (ChoiceSlot::place'd), seen on the
  // board after the primary action and the after-move hooks added before this module (`after`, the
  // move being played). Each value makes its own move; no value makes `m` illegal. Asked once per
  // generated move; after_move then reads the value the move carries.
  virtual void choices(const Position& /*after*/, const Rules&, const Move&,
                       std::vector<uint32_t>& values) const {
    values.push_back(0);
  }
  // True when choices() gives only the value 0 for a move that is no capture (Move::is_capture) and
  // whose primary action takes no unit: the rule set then keeps such a move as it is, without playing
  // it to ask (most moves of a position; playing each cost a Super-Circe solve a fifth of its time).
  virtual bool chooses_only_after_captures() const { return false; }
  // False when after_move only updates rights or the move marker and never changes the units on the
  // board: the rule set may then answer check questions about a move without playing it.
  virtual bool after_move_changes_board() const { return true; }
  // False when after_move leaves the units on the board alone after `m`, a move of `before` that takes
  // nothing (Rules::takes_nothing): the rule set may then test that move's legality on the board after
  // it without playing it (Circe: a rebirth follows a capture, so a quiet move is its own action alone).
  virtual bool changes_board_after_quiet_move(const Position& /*before*/, const Move& /*m*/) const {
    return after_move_changes_board();
  }
  // True when after_move may put units on squares by rule (a rebirth, a side change, a change of kind):
  // a rook or king arriving on its home square this way regains its castling right, as in Popeye.
  virtual bool after_move_brings_units() const { return after_move_changes_board(); }
  // True for a module whose after_move must see what every other module did to the move (castling
  // rights settled from the units that arrived): it runs after all the others.
  virtual bool after_move_runs_last() const { return false; }
  // True for an after-move module whose effects depend on where units stood in the diagram
  // (Position::origin: Diagram Circe): positions that differ only in that are then different.
  virtual bool reads_unit_origins() const { return false; }
  // True when this module's check, observation and legality hooks read only the units on the board
  // (and the rule set's own attack tests), not the move just played, its journal, the side to move,
  // rights, origins, flags, the marker or the en passant state: the rule set may then ask them of the
  // board after a simple move set up without playing it (Position::Look), as AntiCirce's, Madrasi's and
  // the anti-kings' check allows.
  virtual bool judges_units_alone() const { return false; }
  virtual bool legal_after(const Position&, const Rules&, Colour /*mover*/) const { return true; }
  virtual bool observation_allowed(const Position&, const Rules&, const Observation&) const { return true; }
  virtual ObservationLevel observation_level() const { return ObservationLevel::Observation; }
  virtual std::optional<bool> in_check(const Position&, const Rules&, Colour) const { return std::nullopt; }
  // Where the unit on `from`, observing for `by`, observes from (kHookObservers). Every attack test of
  // the rule set asks it: check, castling, the paralysis and support tests of observation hooks.
  virtual ObserverSquares observer_squares(const Position&, const Rules&, Square /*from*/, Colour /*by*/) const {
    return {};
  }
  // What `unit` becomes when it arrives on `to` (kHookArrival), before any after-move rule sends it on
  // (a side change on a magic square, type 2): a rule that moves the arriving unit on asks
  // Rules::arriving_as, before the move for its legality and after it for the unit it moves on. The
  // module's own after_move makes the change where no such rule did.
  virtual Piece arriving_as(const Position&, const Rules&, Square /*to*/, Piece unit) const { return unit; }
  // The squares this module marks on `pos` (kHookMarks).
  virtual Marks marks(const Position&, const Rules&) const { return {}; }
  // The boards units stand on (kHookBoards: Alice chess's A and B), and which of them `unit` stands on:
  // the rule set generates the moves of each board's units in turn, board 0 first, with the units of
  // the other boards set aside (Position::set_aside), so that they neither block nor are taken; what
  // else a board's move must respect (its arrival empty on the others) is the module's filter.
  virtual int board_count() const { return 1; }
  virtual int board_of(Piece /*unit*/) const { return 0; }
  virtual std::optional<Outcome> game_end(const Position&, const Rules&) const { return std::nullopt; }
  // Is the side to move immobile, as mate and stalemate ask (nullopt: no legal move, as usual)?
  virtual std::optional<bool> immobile(Position&, const Rules&) const { return std::nullopt; }
  virtual std::optional<Outcome> draw_claim(const Position&, const Rules&) const { return std::nullopt; }
  // Keeps only the moves the obligation allows (it sees the full legal list of the position).
  virtual void restrict(Position&, const Rules&, MoveList&) const {}
  // False for an obligation that mate and stalemate ignore: a side is mated when in check with no
  // move at all, whatever the obligation leaves it (Popeye's Black checks: its goal tests do not ask).
  virtual bool obligation_decides_mate() const { return true; }
  // True for an obligation that only prefers some moves and never strikes out all of a side's legal
  // moves (the duellist must move if it can): whether a side has a move is then asked without it.
  virtual bool obligation_keeps_a_move() const { return false; }
  // False when the mover moves again after this move (the turn goes on).
  virtual bool ends_turn(const Position&, const Rules&, const Move&) const { return true; }
  // The rule state a diagram implies, set on a problem's diagram before it is solved (a side already in
  // check there has been in check: Strict SAT). Games start from a FEN, which writes that state.
  virtual void diagram(Position&, const Rules&) const {}
  // The rule state this module keeps beyond the board, as a move's text writes it after the move (a
  // side's budget left, Popeye's "(6/3)"), seen on `after`, the position the move of `mover` left;
  // empty when the module writes nothing after that move. Every notation asks it through
  // notation/effect_notes.h (rule_state_notes).
  virtual std::string state_note(const Position& /*after*/, Colour /*mover*/) const { return {}; }
  // The words by which the web page names the effects this module makes ("magnetic field", "Circe
  // rebirth"); none: its effects are named by their role. Rules::add_module registers them.
  virtual const char* effect_words() const { return nullptr; }

 protected:
  // This module's reason for an effect of `role`: its own, with its words, once it is part of a rule set.
  EffectReason reason(ReasonRole role) const { return EffectReason{role, reason_tag_}; }

 private:
  friend class Rules;
  uint8_t reason_tag_ = 0;  // Rules::register_reason's tag for effect_words()
};

}  // namespace nightrider
