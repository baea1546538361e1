// A rule set: the geometry, the pieces with their letters, the parameters of the orthodox pawn and the
// modules (variant rules and conditions) plugged into the hooks of core/rule_module.h. Immutable once
// built and shared by every position of a game; no global state.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/kind_set.h"
#include "core/outcome.h"
#include "core/position.h"
#include "core/rule_module.h"
#include "pieces/piece_def.h"

namespace nightrider {

// Whose units the side to move may move (neutral units are always its own).
enum class MovableUnits : uint8_t {
  Own,    // orthodox
  Enemy,  // Half-in-Chess: only the other side's
  Both,   // All-in-Chess: either side's
};

struct RuleParams {
  std::vector<PieceKind> promotion_kinds;  // what a pawn may become; empty = no promotion
  // Pawns of these kinds promote to their own list instead (Popeye's marine pawn to the marine pieces).
  std::vector<std::pair<PieceKind, std::vector<PieceKind>>> own_promotion_kinds;
  // Castling moves these kinds (Marine chess: the triton; Ultramarine chess: the Poseidon too).
  PieceKind castling_king_kind = PieceKind::King;
  PieceKind castling_rook_kind = PieceKind::Rook;
  // Kinds that take the orthodox kinds' places (Popeye's standard walks: Marine chess's sirene the
  // queen's, …): in the promotion lists, once every condition has made them, and in a proof game's game
  // array (the solver's problem setup and proof games apply them).
  std::vector<std::pair<PieceKind, PieceKind>> standard_substitutes;
  // The kind in the orthodox kind's place (itself where none takes it).
  PieceKind standard(PieceKind orthodox) const {
    for (const auto& [o, kind] : standard_substitutes)
      if (o == orthodox) return kind;
    return orthodox;
  }
  // The orthodox kind whose place `kind` takes (Popeye's orthodoxise_walk): itself where it takes none.
  PieceKind orthodoxised(PieceKind kind) const {
    for (const auto& [o, k] : standard_substitutes)
      if (k == kind) return o;
    return kind;
  }
  // A pawn may also promote to each orthodox piece the diagram holds, though the promotion kinds are
  // others (Popeye's Marine chess: the marine pieces take the orthodox ones' places in the list only).
  bool promotion_to_diagram_orthodox_kinds = false;
  unsigned double_step_ranks = 1u << 1;    // bit r: a pawn on its relative rank r may advance two squares
  unsigned triple_step_ranks = 0;          // ... or three (Einstein: from its first rank; en passant on both)
  bool en_passant = true;
  // A pawn may reach a square from which it takes en passant within its move (a condition's make before
  // the capture): every double step leaves its square open, not only where a pawn could take now.
  bool en_passant_from_anywhere = false;
  bool castling_through_check = false;  // true where there is no check (Magnetic: A2)
  // The square the castling king crosses is tested with the king standing on it, its home square
  // emptied, and its arrival square by the test after the castling (rook beside it), as Popeye tests
  // them: where an observation is judged by the observer's move played (a capture's contact), the king
  // left at home, or the rook left in its corner, would change the answer.
  bool castling_tested_from_passed_squares = false;
  bool pawns_on_first_rank = true;      // false where no pawn can ever stand on its own first rank
  // A pawn may stand on its promotion rank, having stayed a pawn there (SingleBox's latent pawns).
  bool pawns_on_promotion_rank = false;
  bool royal_capture = false;           // may royal units be captured (Magnetic: the king is the goal)
  bool capture_own_units = false;       // may a side take its own units, kings aside (Bicaptures)
  bool kings_may_be_missing = false;    // a side may play without its king (Republican chess)
  bool several_kings = false;           // a side may have several kings (Siamese kings; kings as units)
  // A pawn on its own first rank neither moves nor observes (Popeye's rule for problems; conditions that
  // let it step from there turn this off). Games let it step (RULES.md, Magnetic 7).
  bool base_rank_pawns_still = false;
  int promotion_ranks_short = 0;        // pawns promote this many ranks before the last (Glasgow: 1)
  // The squares White's (index 0) and Black's (1) pawns promote on instead of their promotion rank
  // (Popeye's WhitePromSquares, BlackPromSquares); empty: the rank.
  std::array<std::vector<Square>, 2> promotion_squares;
  // A unit of the other side moves as that side's unit would (its pawns' direction, its captures); the
  // mover's own king must still be safe afterwards.
  MovableUnits movable_units = MovableUnits::Own;
  // Squares that hold a hole in every position of the rule set (Popeye's Hole): the problem's setup and
  // a FEN put one there.
  std::vector<Square> blocked_squares;
  bool move_marker_in_fen = false;  // the move marker is part of the FEN's rule-state field (All-in-Chess)
  // The units' diagram squares (Position::origin) that differ from their squares are part of the FEN's
  // rule-state field, where the rules read them (Back Home: a unit must go home).
  bool origins_in_fen = false;
  // A turn of several moves is one unit going on from where its last move left it (Series capture): the
  // notation writes the turn as one move, "Bb1*c2*d3-b1", not as moves joined by "/".
  bool turn_is_one_unit_going_on = false;
  std::string no_moves_reason = "stalemate";  // a side with no move and not in check draws
  // The kind a chameleon unit (and under Chameleon chess every unit) becomes when it moves, indexed by
  // kind (Popeye's ChameleonSequence; a kind outside the cycle stays itself); empty: Popeye's default
  // cycle, knight -> bishop -> rook -> queen -> knight (conditions/transmutation/chameleon_units.h).
  std::vector<PieceKind> chameleon_next;

  friend bool operator==(const RuleParams&, const RuleParams&) = default;
};

// How the FEN rights field is read and written.
enum class RightsNotation : uint8_t {
  None,        // always "-"
  Castling,    // KQkq: king and rook squares keep their rights
  RoyalLeaps,  // K A k a: the unmoved king and anti-king keep their knight leaps (antiking1)
};

class Rules {
 public:
  Rules(std::string name, std::shared_ptr<const Geometry> geometry);

  // --- Building (before the rule set is shared) ---
  void use_piece(PieceKind kind, char letter, const SpecialWalk* special = nullptr);
  // Several kinds at once: use_piece for each, with one rebuild of the attack tables (which each
  // use_piece makes) at the end. A whole army this way builds a variant several times faster.
  struct PieceUse {
    PieceKind kind;
    char letter;
    const SpecialWalk* special = nullptr;
  };
  void use_pieces(std::initializer_list<PieceUse> uses);
  // Makes `hunter` (one of PieceKind::Hunter0..Hunter9) Popeye's hunter of two walks and uses it: `away`'s
  // moves forward (a rank further from the unit's side), `home`'s backward, neither's sideways. Both walks
  // must be made of parts (no special or borrowed walk; a pawn's only forward): throws
  // std::invalid_argument naming the walk otherwise.
  void define_hunter(PieceKind hunter, PieceKind away, PieceKind home, char letter);
  // A kind this rule set does not have (a condition gives its role to another kind): it is no longer
  // used, so its letter is free, and use_piece(kind) from now on throws std::invalid_argument(reason).
  void withdraw_piece(PieceKind kind, std::string reason);
  void add_module(std::unique_ptr<RuleModule> module);
  // `width` bits of Move::choices for a module that lets the mover choose after the primary action;
  // throws when the choosing modules of this rule set need more than a move holds. `owner` names the
  // module in that message.
  // A condition takes a part of the rules that two of them cannot both decide ("the order of turns",
  // "the move marker"); `shared` claims (conditions that rely on the same thing, such as check) coexist
  // with each other but not with an exclusive one. Throws std::invalid_argument naming both conditions:
  // "Anneciens cannot be combined with Progressif: both decide the order of turns".
  void claim(const std::string& what, const std::string& owner, bool shared = false);
  // Declared interactions: a condition says what its modules provide (conditions/capabilities.h) and
  // what it cannot be combined with, instead of looking for other modules' classes. `provide` records
  // that `owner` provides `capability`; `exclude` that `owner` cannot work with it. Either call, in
  // either order, refuses the pair with std::invalid_argument naming both:
  // "Kamikaze cannot be combined with Circe: <reason>". `provider` answers who provides a capability
  // (nullptr: nobody), for a module that works differently beside it.
  void provide(const std::string& capability, const std::string& owner);
  void exclude(const std::string& capability, const std::string& owner, const std::string& reason);
  const std::string* provider(const std::string& capability) const;
  // One rule-state flag (Position::rule_flag) for `owner`; throws when all 32 are taken.
  int reserve_flag(const std::string& owner);
  // `count` consecutive flags, for a small number (the first one's bit is returned).
  int reserve_flags(const std::string& owner, int count);
  ChoiceSlot reserve_choice(const std::string& owner, int width);
  // A choice that Popeye's table of a try's refutations does not see (utilities/table.c compares moves
  // by the effects it deems relevant; a Snek promotion's square is not among them): moves that differ
  // only there are one move in that table, so Popeye writes them all as refutations when one refutes.
  void choice_unseen_by_popeye_tables(ChoiceSlot slot) { choice_unseen_by_popeye_tables(slot, slot.mask()); }
  // Only the bits `value_bits` of the slot's value (a Bul hurdle's square, not its promotion).
  void choice_unseen_by_popeye_tables(ChoiceSlot slot, uint32_t value_bits) {
    popeye_unseen_choices_ = static_cast<uint16_t>(popeye_unseen_choices_ | slot.place(value_bits));
  }
  // The bits of Move::choices() that Popeye's refutation table does not see (0: it sees every choice).
  uint16_t popeye_unseen_choices() const { return popeye_unseen_choices_; }
  // The Position::scratch slot of `owner` (the same slot for every call with one owner); throws when
  // all are taken.
  int reserve_scratch(const std::string& owner);
  // A reason for effects of `role` that the web page names by `words` ("magnetic field"): a module's
  // own (RuleModule::effect_words, which add_module registers). Notations write effects by their role.
  // The same words give the same tag; throws when a rule set has more than 255 of them.
  EffectReason register_reason(ReasonRole role, const std::string& words);
  // How the web page names an effect's reason: its module's words, else its role's plain words
  // ("rebirth"); empty for the move's own effects.
  std::string reason_words(EffectReason reason) const;
  RuleParams& params() { return params_; }
  void set_start_fen(std::string fen) { start_fen_ = std::move(fen); }
  void set_rights_notation(RightsNotation n) { rights_notation_ = n; }
  // A specialised perft for this rule set (variants with their own bitboard board). It answers nullopt
  // for positions it does not model; perft() then takes the general path. It models the rule set as it
  // stands when set: a module, piece or parameter added afterwards (a condition) turns it off.
  using FastPerft = std::optional<uint64_t> (*)(const Rules&, const Position&, int depth);
  void set_fast_perft(FastPerft f);
  void set_description(std::string d) { description_ = std::move(d); }
  void set_name(std::string n) { name_ = std::move(n); }  // (a variant under conditions: "chess+circe")

  // --- Queries ---
  const std::string& name() const { return name_; }
  const std::string& description() const { return description_; }
  const Geometry& geometry() const { return *geometry_; }
  const std::shared_ptr<const Geometry>& geometry_ptr() const { return geometry_; }
  const RuleParams& params() const { return params_; }
  // Some after-move hook adds, moves or changes units besides the move itself (Circe rebirths,
  // Andernach's recolouring …): castling rights may come back, as units arrive on their home squares.
  bool units_may_arrive() const { return units_may_arrive_; }
  bool reads_unit_origins() const { return reads_unit_origins_; }  // (RuleModule::reads_unit_origins)
  const std::string& start_fen() const { return start_fen_; }
  RightsNotation rights_notation() const { return rights_notation_; }
  FastPerft fast_perft() const;

  const PieceDef& def(PieceKind k) const { return defs_[static_cast<int>(k)]; }
  bool uses(PieceKind k) const { return used_[static_cast<int>(k)]; }
  std::optional<PieceKind> kind_for_letter(char upper_case_letter) const;
  char letter_for(PieceKind k) const { return letters_[static_cast<int>(k)]; }
  // 'Q' for a white queen, 'q' for a black one.
  char fen_char(Piece p) const;

  // --- Moves ---
  // `without_choices_of`: that module's choices are not offered (each move keeps value 0 in its slot):
  // for a module testing a position without its own choices (Republican's mate test).
  void generate_pseudo_legal(const Position& pos, MoveList& out,
                             const RuleModule* without_choices_of = nullptr) const;
  // The moves of the unit on `from` by its own walk alone, for the side to move: no module's moves
  // (castling) nor choices. For a hook that asks which units could move (Paralysing's suffocation)
  // from inside the check test, which castling asks in turn.
  void generate_walk_moves(const Position& pos, Square from, MoveList& out) const;
  void legal_moves(Position& pos, MoveList& out) const;
  size_t count_legal_moves(Position& pos) const;
  // The moves of legal_moves(pos), in its order, each given to `each(m)` until one returns false (then
  // false, and `out` holds the legal moves seen so far; else true and all of them). Without obligations
  // a move's legality is tested only when its turn comes: a search that stops at the first move it
  // dislikes does not test the rest.
  template <class Each>
  bool each_legal_move(Position& pos, MoveList& out, Each&& each) const {
    if (!obligation_hooks_.empty()) {
      legal_moves(pos, out);
      for (size_t i = 0; i < out.size(); ++i) {
        if (!each(out[i])) {
          out.truncate(i + 1);
          return false;
        }
      }
      return true;
    }
    out.clear();
    if (!game_end_hooks_.empty() && rule_end(pos)) return true;
    size_t kept = 0;
    // Is the king known unattacked (king_safety_known)? Asked at the second move of another unit than
    // the king (a search often stops at the first): one attack test then spares one per move.
    const Square king = pos.king(pos.side_to_move());
    int others_seen = 0;
    bool unattacked_king = false;
    // Tests the moves from `first` on (the legal ones move down to `kept`); false when each() said stop.
    auto test_from = [&](size_t first) {
      for (size_t i = first; i < out.size(); ++i) {
        const Move m = out[i];
        if (m.from != king && ++others_seen == 2) unattacked_king = king_safety_known(pos);
        if (!legal_generated(pos, m, unattacked_king)) continue;
        out[kept++] = m;
        if (!each(m)) {
          out.truncate(kept);
          return false;
        }
      }
      out.truncate(kept);
      return true;
    };
    if (params_.movable_units != MovableUnits::Own || boards_) {
      generate_pseudo_legal(pos, out);
      return test_from(0);
    }
    // Unit by unit, in generate_pseudo_legal's order (its choices are each move's own, so a unit's
    // moves expand alone to what they are in the whole list): a search that stops at the first move it
    // dislikes (a defence that misses a forced goal) then rarely generates the other units' moves.
    const Colour side = pos.side_to_move();
    auto segment = [&](auto&& generate) {
      const size_t first = out.size();
      generate();
      if (!choice_hooks_.empty()) expand_choices(pos, out, first, nullptr);
      return test_from(first);
    };
    const bool stopped = pos.units_of_side(side).any_of([&](Square s) {
      const Piece p = pos.at(s);
      return movable_by(p, side) && !segment([&] { generate_piece(pos, s, p, side, out); });
    });
    if (stopped) return false;
    return segment([&] {
      for (const RuleModule* m : generate_hooks_) m->generate(pos, *this, out);
    });
  }
  // Each legal move played in turn: each(m) sees the position after m, which is then taken back; stops
  // when each returns false. (A search that plays every legal move anyway saves the legality test's
  // own play and undo; `out` is the list it works in.)
  template <class Each>
  void each_legal_move_played(Position& pos, MoveList& out, Each&& each) const {
    if (!obligation_hooks_.empty()) {
      legal_moves(pos, out);
      for (const Move& m : out) {
        play(pos, m);
        const bool go_on = each(m);
        pos.undo_move();
        if (!go_on) return;
      }
      return;
    }
    out.clear();
    if (!game_end_hooks_.empty() && rule_end(pos)) return;
    generate_pseudo_legal(pos, out);
    const Colour mover = pos.side_to_move();
    for (const Move& m : out) {
      if (!admits(pos, m)) continue;
      play(pos, m);
      const bool go_on = !legal_after_play(pos, mover) || each(m);
      pos.undo_move();
      if (!go_on) return;
    }
  }
  // Exactly "m is in legal_moves(pos)": false for a move the position does not generate, after a rule
  // end, and for a move an obligation strikes out. Generates the pseudo-legal list (with obligations the
  // legal list) to say so, so loops over generated moves use the pieces below instead.
  bool is_legal(Position& pos, const Move& m) const;
  // The pieces of is_legal, for searches that play each pseudo-legal move once: the filter hooks before
  // the move, then the check rule and the legality hooks after it (`mover` moved last). Only valid as a
  // whole when has_obligations() is false; obligations need the full legal list (legal_moves).
  bool admits(const Position& pos, const Move& m) const;
  bool legal_after_play(const Position& pos, Colour mover) const;
  // The pseudo-legal moves the filter and legality hooks allow, whether or not they leave the mover in
  // check: the candidates of the double-mate goals (a move that mates both sides checks its own king).
  void moves_ignoring_check(Position& pos, MoveList& out) const;
  bool has_obligations() const { return !obligation_hooks_.empty(); }
  // A side may move again before the turn passes (a turn hook: Progressif, Annéciens).
  bool turns_may_go_on() const { return !turn_hooks_.empty(); }
  bool has_game_end_rules() const { return !game_end_hooks_.empty(); }
  void play(Position& pos, const Move& m) const { play_move(pos, m, true); }
  void undo(Position& pos) const { pos.undo_move(); }

  // Can `by` move the unit on that square (its own or a neutral one)?
  static bool movable_by(Piece p, Colour by) {
    return p.is_unit() && (p.colour() == by || p.colour() == Colour::Neutral);
  }
  // Could a pawn of `capturer` take en passant on `target` (ignoring pins)? Only then does a double
  // step leave an en-passant square, so positions that differ by an unusable one are the same position
  // (FIDE's rule for repetition) and hash alike.
  bool en_passant_possible(const Position& pos, Square target, Colour capturer) const;
  // Sets the position's en-passant squares for the pawn on `victim` that passed over `first` (and
  // `second`, after a triple step), keeping only the empty ones where a pawn of `capturer` could take;
  // none if no square is left. (After a double step, when a FEN is read, and where a series keeps it.)
  void open_en_passant(Position& pos, Square first, Square second, Square victim, Colour capturer) const;
  // The side whose ranks a pawn of `d` moving for `side` counts by (its first rank, double steps,
  // promotion): its own, or the other side's for a pawn going the other way (the reverse pawn).
  static Colour pawn_rank_side(const PieceDef& d, Colour side) { return d.reversed ? opposite(side) : side; }
  // Is `s` the promotion rank of `side`'s pawns (the last rank, or RuleParams::promotion_ranks_short
  // before it), or one of the side's promotion squares where a condition lists them?
  bool on_promotion_rank(const Geometry& geo, Square s, Colour side) const {
    const std::vector<Square>& squares = params_.promotion_squares[side == Colour::Black ? 1 : 0];
    if (!squares.empty()) return std::find(squares.begin(), squares.end(), s) != squares.end();
    return geo.relative_rank(s, side) == geo.height() - 1 - params_.promotion_ranks_short;
  }
  // May a unit of kind `mover_kind`, moved by `side`, capture `victim`?
  bool capturable(PieceKind mover_kind, Colour side, Piece victim) const;

  // Could a unit of `kind` on `from`, moving for `by`, attack `target` on an empty board? A quick no
  // before a costly test (always yes for the kinds the probes do not describe).
  bool may_reach(Colour by, PieceKind kind, Square from, Square target) const {
    return may_reach(index_of(by) & 1, kind, from, target);
  }

  // --- Queries for the solver (docs/architecture.md, "Queries") ---
  // !legal_moves(pos).empty(), stopping at the first legal move (the hint's, then the king's first).
  // False after a rule end; with obligation hooks it builds the whole legal list, except for those that
  // do not decide mate (RuleModule::obligation_decides_mate: Black checks), which it leaves out.
  // (`without_choices_of`: as in generate_pseudo_legal.) `hint`, if given: a move tried first (if its
  // unit still makes it), and where the legal move found is written (not with obligations or choices,
  // which leave it as it was) -- a search asking in turn about positions that differ by one move (the
  // last moves of a helpstalemate) keeps it from one to the next.
  bool has_legal_move(Position& pos, const RuleModule* without_choices_of = nullptr,
                      Move* hint = nullptr) const;
  // Is the side to move immobile, as the goals mate and stalemate (and outcome()) ask: it has no legal
  // move, unless an immobility hook defines it otherwise (MAFF: one legal king move and no other).
  // (`legal_move_hint`: has_legal_move's hint.)
  bool immobile(Position& pos, Move* legal_move_hint = nullptr) const;
  // The game cannot go on for lack of moves: immobile, or no legal move at all (what outcome(), is_mate
  // and is_stalemate ask).
  bool out_of_moves(Position& pos) const;
  // The side to move is mated: no rule has ended the game (rule_end), it is in check (in_check, so with
  // anti-kings also "its anti-king stands unattacked") and it is immobile (immobile) or has no move at all
  // -- exactly when outcome()
  // says "checkmate". Where nothing is check (Magnetic: royal units are captured, in_check is always
  // false) no position is mate: the game ends by rule_end ("king captured") instead.
  bool is_mate(Position& pos) const;
  // The side to move is stalemated: no rule end, not in check, immobile or without a move -- exactly when
  // outcome() reports params().no_moves_reason (a draw; Magnetic's "no legal move").
  bool is_stalemate(Position& pos) const;
  // Is the mover's opponent in check (in_check) once the pseudo-legal move m is played? Where check is
  // "king attacked" and the move's side effects leave the units alone (orthodox pieces, castling), it
  // reads the board after m without playing it; otherwise it plays, asks and undoes.
  bool gives_check(Position& pos, const Move& m) const;
  // Does gives_check read the board after the move instead of playing it (no rule changes what check
  // means or what a move does to other units)?
  bool gives_check_reads_board() const { return board_checks_; }
  // Exactly the legal moves that give check (legal_moves filtered by gives_check), in any order.
  void generate_checks(Position& pos, MoveList& out) const;

  // --- Attack and check ---
  // Could the unit on `from` capture a unit standing on `target` (ignoring self-check)?
  bool attacks(const Position& pos, Square from, Square target) const;
  // Is `target` attacked by units of colour `by` (or neutral ones)? Every observation hook is asked.
  bool is_attacked(const Position& pos, Square target, Colour by,
                   ObservationPurpose purpose = ObservationPurpose::Check) const;
  // Plays `m` on `pos` (after-move hooks included), returns what `inspect(pos)` says of the position
  // after it, and undoes it: for hooks that validate by playing a move (Isardam type A validates an
  // observation by playing the capture). The position comes back exactly as it was (board, journal,
  // hash), which is why a const one is accepted; it must not be an object defined const.
  // With `primary_only` the after-move and turn hooks are left out: the move's own action alone (SAT
  // moves its king to a flight so, without rebirths).
  template <class Inspect>
  bool try_move(const Position& pos, const Move& m, Inspect&& inspect, bool primary_only = false) const {
    Position& scratch = const_cast<Position&>(pos);
    play_move(scratch, m, !primary_only);
    const bool answer = inspect(static_cast<const Position&>(scratch));
    undo(scratch);
    return answer;
  }
  // Is `target` attacked by a unit of `by` that `accept(from)` accepts (every observation hook asked)?
  // Conditions whose check depends on the attacker (AntiCirce: can it take with a legal rebirth) ask
  // this instead of scanning the board.
  template <class Accept>
  bool is_attacked_if(const Position& pos, Square target, Colour by, ObservationPurpose purpose,
                      Accept&& accept) const {
    return find_attacker(pos, OnBoard{pos}, target, by, nullptr, ObservationLevel::All, purpose, accept);
  }
  // The same asking only the observation hooks below `level`: for a hook of that level that finds its
  // own observers (Central's chain of support), so it never asks itself.
  template <class Accept>
  bool is_attacked_if(const Position& pos, Square target, Colour by, ObservationPurpose purpose,
                      ObservationLevel level, Accept&& accept) const {
    return find_attacker(pos, OnBoard{pos}, target, by, nullptr, level, purpose, accept);
  }
  // Is `target` attacked by a unit of `by` of kind `walk`, with the observation hooks below `level`
  // only? A hook of that level asks this for its own test (Madrasi's paralysis: by the same kind, with
  // the geometry hooks alone), so it never calls itself.
  bool is_attacked_by(const Position& pos, Square target, Colour by, PieceKind walk, ObservationLevel level,
                      ObservationPurpose purpose) const;
  // Every square attacked by `by`'s units (or neutral ones), by square index, as is_attacked answers
  // square by square but walking from the attackers: for a hook that asks about most of the board
  // (Republican's placements). False, and `attacked` untouched, where no observation hook may be asked
  // and no special walk is in play only: then ask is_attacked.
  bool attack_map(const Position& pos, Colour by, std::array<bool, 256>& attacked) const;
  // The check hooks are a chain, in the order they were added: the first that answers decides, and
  // a hook may build its answer on the definitions after it (SAT counts the king's flights by them).
  // Without any, check is "king attacked".
  bool in_check(const Position& pos, Colour c) const;
  bool has_check_definitions() const { return !check_hooks_.empty(); }
  // Is `module` the rule set's only check hook (so that its answer is the whole of in_check)?
  bool only_check_hook(const RuleModule* module) const {
    return check_hooks_.size() == 1 && check_hooks_.front() == module;
  }
  // What `unit` becomes arriving on `to` by the arrival hooks, in the order they were added (itself
  // without any).
  Piece arriving_as(const Position& pos, Square to, Piece unit) const;
  // The squares the rule set marks beside the units (kHookMarks; none without such a module).
  Marks marks(const Position& pos) const { return marks_ ? marks_->marks(pos, *this) : Marks{}; }
  bool has_marks() const { return marks_ != nullptr; }
  // The definition of check that follows `definition` (a check hook of this rule set) in the chain.
  bool in_check_after(const Position& pos, Colour c, const RuleModule* definition) const;

  // --- Game end ---
  // The game's result in this position; draw claims (fifty moves, repetition, dead material) count only
  // when asked, as perft never applies them.
  Outcome outcome(Position& pos, bool with_draw_claims = true) const;
  std::optional<Outcome> rule_end(const Position& pos) const;

  const std::vector<std::unique_ptr<RuleModule>>& modules() const { return modules_; }
  // Gives a problem's diagram the rule state it implies (RuleModule::diagram), module by module.
  void prepare_diagram(Position& pos) const {
    for (const auto& module : modules_) module->diagram(pos, *this);
  }

 private:
  // The primary action, then (`with_hooks`) the after-move hooks -- only the first `after_hooks` of
  // them, to ask a choosing module what it may choose -- and (all of them run) the turn hooks.
  void play_move(Position& pos, const Move& m, bool with_hooks, size_t after_hooks = SIZE_MAX) const;
  // Replaces each generated move from `first` on by one move per combination of its choices.
  // (`skipped`: a module whose choices are left out.)
  void expand_choices(const Position& pos, MoveList& moves, size_t first, const RuleModule* skipped) const;
  // Whether `m`, no capture, surely takes no unit with its primary action (a plain step onto an empty
  // square or a double step, no unit carried, no before-move hooks): RuleModule::chooses_only_after_captures.
  bool takes_nothing(const Position& pos, const Move& m) const;
  // generate_pseudo_legal; the choices are expanded only if `expand` (has_legal_move asks a move's
  // choices only when it needs them).
  void generate_moves(const Position& pos, MoveList& out, bool expand,
                           const RuleModule* without_choices_of) const;
  // The moves of the units and of the generate hooks, without choices; where units stand on several
  // boards (kHookBoards), each board's in turn, the other boards' units set aside meanwhile.
  void generate_units(const Position& pos, MoveList& out) const;
  void generate_units_alone(const Position& pos, MoveList& out) const;
  // A unit of `by` (or a neutral one).
  // base_rank_pawns_still: is `p`, a unit on `s` moving for `side`, a pawn on its own first rank?
  bool stands_still(Piece p, Square s, Colour side) const {
    const PieceDef& d = defs_[static_cast<int>(p.kind())];
    return params_.base_rank_pawns_still && d.pawn && d.base_rank_still && side != Colour::Neutral &&
           geometry_->relative_rank(s, pawn_rank_side(d, side)) == 0;
  }
  static bool is_attacker(Piece p, Colour by) {
    return p.is_unit() && (p.colour() == by || p.colour() == Colour::Neutral);
  }
  // The same, of one of `kinds` (nullptr: of any kind).
  static bool is_attacker(Piece p, Colour by, const KindSet& probe_kinds, const KindSet* kinds) {
    return is_attacker(p, by) && probe_kinds.contains(p.kind()) && (!kinds || kinds->contains(p.kind()));
  }
  void generate_piece(const Position& pos, Square from, Piece p, Colour side, MoveList& out) const;
  void push_pawn_move(const Position& pos, Move m, Colour side, MoveList& out) const;
  // The observation hooks below `level` (all of them: ObservationLevel::All) allow the unit on `from`,
  // moved by `by`, to observe `target`.
  bool observation_allowed(const Position& pos, Square from, Square target, Colour by,
                           ObservationPurpose purpose, ObservationLevel level = ObservationLevel::All) const;
  bool walk_attacks(const Position& pos, Square from, Piece p, Square target) const;
  // Does `p`, the unit on `from`, attack `target` when put on the empty square `there` (`from`
  // emptied)? (kHookObservers; the position is changed and put back exactly, as try_move does.)
  bool walk_attacks_from(const Position& pos, Square from, Square there, Piece p, Square target) const;
  // The orphan and the friend (PieceDef::borrows_walks). The kinds whose walks may be borrowed: those of
  // the units on the board but orphans, friends, special walks and friend-takers. (A pawn's walk is
  // borrowed as a pawn of the borrower's side: its direction and double step; no promotion, no en
  // passant either way.)
  KindSet borrowable_walks(const Position& pos) const;
  // Does the `borrower` (an orphan or a friend) on `observed`, of side `owner`, borrow `walk`: is it
  // observed with that walk by a lending unit of that kind (the orphan's enemy, the friend's own side),
  // or by a lending borrower of its kind that borrows the walk the same way? `chain`: the squares
  // already in the chain (each borrower counts once).
  bool orphan_borrows(const Position& pos, Square observed, PieceKind borrower, Colour owner, PieceKind walk,
                      std::vector<Square>& chain) const;
  void rebuild_probes();
  void update_board_flags();
  // The legality test of legal_moves on a generated move: filters, play, check rule and legality hooks.
  bool plays_legally(Position& pos, const Move& m) const;
  // The same test, reading the board after m without playing it when the rule set allows it.
  // (`unattacked_king`: the mover's king is known not to be attacked before the move, where
  // king_safety_known says so.)
  bool legal_generated(Position& pos, const Move& m, bool unattacked_king = false) const;
  // Does legal_moves know its side's king unattacked before each move, so that a move it does not make
  // can only expose it by a unit the move placed or a line the move opened (attack_opened_or_made)?
  // Where the board after a move can be read, the units are the side's own, one king, and pawns on
  // their first rank attack like any other unit.
  bool king_safety_known(const Position& pos) const;
  // Does m, a move of `pos` that takes nothing, leave every after-move hook's hands off the units
  // (RuleModule::changes_board_after_quiet_move), so that the board after it is its primary action's?
  bool quiet_and_alone(const Position& pos, const Move& m) const {
    if (!takes_nothing(pos, m)) return false;
    for (const RuleModule* a : board_changing_after_hooks_)
      if (a->changes_board_after_quiet_move(pos, m)) return false;
    return true;
  }

  // Reading the board after a simple move without playing it (rules.cpp).
  struct After;
  bool after_of(const Position& pos, const Move& m, After& a) const;
  // The position's own board, as the attack tests read it: its squares, and the unit sets the attack
  // tables are asked with (After's are the position's with the squares the move changed).
  struct OnBoard {
    const Position& pos;
    Piece operator()(Square s) const { return pos.at(s); }
    SquareSet units_of_side(Colour c) const { return pos.units_of_side(c); }
    SquareSet occupied() const { return pos.occupied(); }
  };
  // With `kinds` the attackers looked for (nullptr: every kind); the observation hooks below `level`.
  template <class Board>
  bool probes_attack(const Position& pos, const Board& at, Square target, Colour by, const KindSet* kinds = nullptr,
                     ObservationLevel level = ObservationLevel::All,
                     ObservationPurpose purpose = ObservationPurpose::Check) const {
    return find_attacker(pos, at, target, by, kinds, level, purpose, [](Square) { return true; });
  }
  // The probes, then (for hoppers and special walks) a scan of the board: is there an attacker that
  // the hooks below `level` allow and `accept(from)` accepts?
  template <class Board, class Accept>
  bool find_attacker(const Position& pos, const Board& at, Square target, Colour by, const KindSet* kinds,
                     ObservationLevel level, ObservationPurpose purpose, Accept&& accept) const;
  bool attack_opened_or_made(const After& a, Square king, Colour by) const;
  // May m's check and legality be asked of the board after it set on the position without playing it
  // (look_legality_, and after-move hooks that leave m alone)? Then `a` holds that board.
  bool may_look_after(const Position& pos, const Move& m, After& a) const;
  // ask() answered on the position with the board after the move `a` describes set on it
  // (Position::Look), then the position as it was.
  template <class Ask>
  bool ask_looking_after(Position& pos, const After& a, Ask&& ask) const;
  // Could a unit of `kind` on `from`, moving for colour index c, attack `target` on an empty board? (A
  // quick no before a costly test: always yes for the kinds the probes do not describe.)
  bool may_reach(int c, PieceKind kind, Square from, Square target) const {
    const int k = static_cast<int>(kind);
    if (scan_kinds_.contains(kind) || !used_[k] || defs_[k].target == CaptureTarget::Friend) return true;
    const int df = target.file() - from.file(), dr = target.rank() - from.rank();
    for (Vec v : kind_leaps_[c][k])
      if (v.df == df && v.dr == dr) return true;
    for (Vec v : kind_rides_[c][k]) {
      // target = from + n·v for some n >= 1
      const int n = v.df != 0 ? df / v.df : dr / v.dr;
      if (n >= 1 && n * v.df == df && n * v.dr == dr) return true;
    }
    return false;
  }

  std::string name_, description_, start_fen_;
  std::shared_ptr<const Geometry> geometry_;
  RuleParams params_;
  RightsNotation rights_notation_ = RightsNotation::Castling;
  FastPerft fast_perft_ = nullptr;
  struct FastPerftBasis {  // the rule set the fast perft was made for
    size_t module_count;
    std::array<bool, kPieceKindCount> used;
    RuleParams params;
  };
  std::optional<FastPerftBasis> fast_perft_basis_;

  std::array<PieceDef, kPieceKindCount> defs_{};
  std::array<bool, kPieceKindCount> used_{};
  std::array<char, kPieceKindCount> letters_{};
  std::vector<std::pair<PieceKind, std::string>> withdrawn_;  // (withdraw_piece) kind, reason

  std::vector<std::unique_ptr<RuleModule>> modules_;
  // (The observation hooks are kept in the order of their levels.)
  std::vector<const RuleModule*> before_hooks_;  // kHookBeforeMove
  std::vector<const RuleModule*> generate_hooks_, filter_hooks_, after_hooks_, legality_hooks_,
      observation_hooks_, check_hooks_, game_end_hooks_, draw_hooks_, obligation_hooks_, turn_hooks_,
      immobility_hooks_, arrival_hooks_;
  const RuleModule* observers_ = nullptr;  // the module that says where units observe from, if any
  const RuleModule* marks_ = nullptr;      // the module that marks squares beside the units, if any
  const RuleModule* boards_ = nullptr;     // the module that puts units on several boards, if any
  struct ChoiceHook {
    const RuleModule* module;
    size_t after_hooks_before;  // the after-move hooks added before it, which run before it chooses
  };
  std::vector<ChoiceHook> choice_hooks_;
  int choice_bits_ = 0;
  uint16_t popeye_unseen_choices_ = 0;
  int flags_reserved_ = 0;
  struct Claim {
    std::string what, owner;
    bool shared;
  };
  std::vector<Claim> claims_;
  struct Capability {
    std::string capability, owner, reason;  // reason: set for an exclusion
    bool excluded;
  };
  std::vector<Capability> capabilities_;
  std::string choice_owners_;
  std::vector<std::string> scratch_owners_;
  std::vector<std::string> reason_words_;  // the words of the registered reasons: tag - 1

  // Reverse attack probes: from a target square, look back along these vectors for these kinds.
  struct Probe {
    Vec vector;
    KindSet kinds;
  };
  std::array<std::vector<Probe>, 2> leap_probes_, ride_probes_;  // per attacking colour
  // The probes as tables over the geometry's squares (rebuild_probes), per attacking colour, indexed by
  // the target square's index: the squares the leap probes look at (leap_sources_), each ride probe's
  // line (ride_lines_[c][target * ride probes + i], the squares target - n * vector) and all of them
  // (ride_reach_). An attack test then asks the position's unit sets instead of walking the squares:
  // a probe whose squares hold no attacker is not looked at, a line's nearest unit is its lowest or
  // highest square (ride_toward_higher_: along the line the index grows), and a leap's probe is found
  // from where the attacker stands (leap_probe_of).
  std::array<std::vector<SquareSet>, 2> leap_sources_, ride_lines_, ride_reach_;
  std::array<std::vector<bool>, 2> ride_toward_higher_;
  // The ride probe whose line from a target passes a square, [target * kIndexSpace + square] (-1: none),
  // where no two probes' lines from one target share a square (rides_apart_): an attack test then
  // looks at the units on the lines, each on its own line, instead of at every probe.
  std::array<std::vector<int8_t>, 2> ride_probe_at_;
  std::array<bool, 2> rides_apart_{};
  static constexpr int kLeapSpan = 2 * Square::kMaxFiles - 1;  // the (df, dr) between two squares
  static_assert(Square::kMaxRanks == Square::kMaxFiles, "one span for files and ranks");
  std::array<std::array<int16_t, kLeapSpan * kLeapSpan>, 2> leap_probe_index_{};
  int leap_probe_of(int c, Square from, Square target) const {
    const int df = target.file() - from.file(), dr = target.rank() - from.rank();
    return leap_probe_index_[c][static_cast<size_t>((dr + Square::kMaxFiles - 1) * kLeapSpan + df +
                                                    Square::kMaxFiles - 1)];
  }
  void build_attack_tables();
  // The moves of a kind whose walk is plain leaps and rides (no pawn, hurdle, lame step, circle, hunter's
  // half or borrowed walk), precomputed square by square in generate_piece's order, so that generation
  // reads arrival squares instead of stepping through the geometry. A line is a ride's run of squares to
  // the edge, stopped at its first unit; a leap is a line of one square.
  struct PlainLine {
    uint32_t first;  // (into PlainWalk::squares)
    uint16_t count;
    bool can_move, can_capture;
  };
  struct PlainWalk {
    std::array<uint32_t, Square::kIndexSpace + 1> lines_from{};  // square index -> its lines, in order
    std::vector<PlainLine> lines;
    std::vector<Square> squares;
  };
  void build_plain_walks();
  void generate_plain(const Position& pos, Square from, PieceKind kind, Colour side, const PlainWalk& walk,
                      MoveList& out) const;
  std::vector<PlainWalk> plain_walks_;
  // [colour whose forward it is: 0 White (and neutral), 1 Black][kind]: index into plain_walks_, -1 none.
  std::array<std::array<int16_t, kPieceKindCount>, 2> plain_walk_of_{};
  // The same vectors per attacking colour and kind (a unit's own attacks, for generate_checks).
  std::array<std::array<std::vector<Vec>, kPieceKindCount>, 2> kind_leaps_, kind_rides_;
  // Where every ride steps one square (queen lines): the ride probe of each direction, [dr + 1][df + 1]
  // (-1: none), so the line from a king through a square is found without a loop.
  std::array<std::array<std::array<int8_t, 3>, 3>, 2> queen_line_probe_{};
  bool rides_on_queen_lines_ = true;
  KindSet scan_kinds_;  // kinds whose attacks need a scan of the board (hoppers, special walks)
  // The capturing leaps of the pawn kinds in use, as White plays them (en_passant_possible's list).
  struct PawnCapture {
    PieceKind kind;
    Vec vector;
  };
  std::vector<PawnCapture> pawn_captures_;
  // Check is "king attacked", found by the probes alone, with no observation hook, and no after-move hook
  // changes the units: in_check after a simple move can be read from the board after it (After).
  bool board_checks_ = false;
  bool board_legality_ = false;  // board_checks_ and no legality hook: so can legality
  // board_legality_ but for after-move hooks that change the units: legality can still be read from the
  // board after a move that takes nothing and that those hooks leave alone (quiet_and_alone).
  bool quiet_board_legality_ = false;
  std::vector<const RuleModule*> board_changing_after_hooks_;  // (after_move_changes_board())
  // Check is "king attacked", found by the probes alone, with no observation hook (after-move hooks may
  // change units): a move whose side effects leave the board alone checks only by what it moved.
  bool probe_checks_ = false;
  // Every check, observation and legality hook judges the units alone (RuleModule::judges_units_alone),
  // and no unit observes from elsewhere nor moves before the move: check and legality after a simple
  // move are asked of the board after it, looked at without playing the move (Position::Look).
  bool look_legality_ = false;
  bool units_may_arrive_ = false;  // an after-move hook adds, moves or changes units (rebirths …)
  bool reads_unit_origins_ = false;
  // An obligation hook decides mate and stalemate too, and may leave a side with legal moves none.
  bool binding_obligations_ = false;
};

// The leap and ride probes from `target` on the board `at` (a square -> Piece function), then the scan
// for hoppers and special walks. Observation hooks see the real position, so boards other than the
// position's own are only read where no hook and no scan is needed (board_checks_).
template <class Board, class Accept>
bool Rules::find_attacker(const Position& pos, const Board& at, Square target, Colour by,
                          const KindSet* kinds, ObservationLevel level, ObservationPurpose purpose,
                          Accept&& accept) const {
  const int c = index_of(by) & 1;
  auto leap_attacks = [&](const Probe& probe, Square from) {
    return is_attacker(at(from), by, probe.kinds, kinds) && !stands_still(at(from), from, by) &&
           (!observers_ || observers_->observer_squares(pos, *this, from, by).own) &&
           observation_allowed(pos, from, target, by, purpose, level) && accept(from);
  };
  auto ride_attacks = [&](const Probe& probe, Square from) {
    return from.is_some() && is_attacker(at(from), by, probe.kinds, kinds) &&
           (!observers_ || observers_->observer_squares(pos, *this, from, by).own) &&
           observation_allowed(pos, from, target, by, purpose, level) && accept(from);
  };
  const SquareSet attackers = pos.units_of_side(by);  // (the scans below read the position's own units)
  {
    // The tables, asked with the board's own unit sets (After's: the position's, with the move made).
    const SquareSet on_board = at.units_of_side(by);
    const auto t = static_cast<size_t>(target.index());
    const SquareSet leapers = leap_sources_[c][t] & on_board;
    if (!leapers.empty() && leapers.any_of([&](Square from) {
          return leap_attacks(leap_probes_[c][static_cast<size_t>(leap_probe_of(c, from, target))], from);
        }))
      return true;
    const SquareSet riders = ride_reach_[c][t] & on_board;
    if (!riders.empty()) {
      const size_t count = ride_probes_[c].size();
      const SquareSet* lines = &ride_lines_[c][t * count];
      const SquareSet occupied = at.occupied();
      if (rides_apart_[c]) {
        // Each unit of `by` on a line, with its line's probe: an attacker when it is the line's nearest
        // unit (fewer units than probes stand on the lines of most positions).
        const int8_t* probe_at = &ride_probe_at_[c][t * Square::kIndexSpace];
        if (riders.any_of([&](Square from) {
              const auto i = static_cast<size_t>(probe_at[from.index()]);
              const Probe& probe = ride_probes_[c][i];
              if (!is_attacker(at(from), by, probe.kinds, kinds)) return false;
              const SquareSet blockers = lines[i] & occupied;
              return (ride_toward_higher_[c][i] ? blockers.lowest() : blockers.highest()) == from &&
                     ride_attacks(probe, from);
            }))
          return true;
      } else {
        for (size_t i = 0; i < count; ++i) {
          const Probe& probe = ride_probes_[c][i];
          if (!lines[i].intersects(on_board) || (kinds && !kinds->intersects(probe.kinds))) continue;
          const SquareSet blockers = lines[i] & occupied;  // (not empty: an attacker stands on the line)
          if (ride_attacks(probe, ride_toward_higher_[c][i] ? blockers.lowest() : blockers.highest()))
            return true;
        }
      }
    }
  }
  if (!scan_kinds_.empty() && (!kinds || kinds->intersects(scan_kinds_))) {
    if (attackers.any_of([&](Square from) {
          const Piece p = pos.at(from);
          return is_attacker(p, by, scan_kinds_, kinds) && walk_attacks(pos, from, p, target) &&
                 (!observers_ || observers_->observer_squares(pos, *this, from, by).own) &&
                 observation_allowed(pos, from, target, by, purpose, level) && accept(from);
        }))
      return true;
  }
  if (!observers_) return false;
  // Units observing from other squares (only where the board is the position's own: board_checks_ is
  // off). The observation is judged where the unit stands, as Popeye judges it.
  return attackers.any_of([&](Square from) {
    const Piece p = pos.at(from);
    if (from == target || !is_attacker(p, by) || (kinds && !kinds->contains(p.kind()))) return false;
    const ObserverSquares elsewhere = observers_->observer_squares(pos, *this, from, by);
    const Piece as = p.colour() == Colour::Neutral ? p.with_colour(by) : p;  // (a neutral pawn's direction)
    for (int i = 0; i < elsewhere.count; ++i)
      if (may_reach(c, as.kind(), elsewhere.squares[i], target) &&
          walk_attacks_from(pos, from, elsewhere.squares[i], as, target) &&
          observation_allowed(pos, from, target, by, purpose, level) && accept(from))
        return true;
    return false;
  });
}

}  // namespace nightrider
