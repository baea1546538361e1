// A chess problem as read from Popeye's input language: the texts of its header, the units, the
// stipulation, the conditions and options, and its twins already applied (one ProblemTwin per twin,
// each complete). Nothing here depends on the rules core: the solver builds a rule set and a position
// from it, so a condition is used just by naming it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nightrider::solver {

// Where something stands in the input file (1-based line and column).
struct SourcePos {
  int line = 0;
  int column = 0;
};

// A square of Popeye's 8x8 board: a1 = {0, 0}, h8 = {7, 7}.
struct BoardSquare {
  int file = 0;
  int rank = 0;
  friend bool operator==(const BoardSquare&, const BoardSquare&) = default;
};
std::string square_name(BoardSquare s);  // "e4"

enum class UnitColour { White, Black, Neutral };

// One unit of the diagram. `kind` is the piece's English Popeye code in upper case ("K", "Q", "R", "B",
// "S", "P"; fairy pieces as Popeye's English table writes them, e.g. "G", "N"), whatever the input
// language; `attributes` are the piece attributes written before the code (English Popeye names, e.g.
// "Kamikaze", "Royal"), empty for most units.
struct Unit {
  UnitColour colour = UnitColour::White;
  std::string kind;
  std::vector<std::string> attributes;
  BoardSquare square;
};

enum class Goal {
  Mate,             // #
  Stalemate,        // =
  DoubleStalemate,  // ==
  MateOrStalemate,  // #=  (kept for the fairy corpus; the orthodox set does not use it)
  DoubleMate,       // ##: after the move both sides are mated (the move may leave its own king in check)
  CounterMate,      // ##!: a double mate played by a side that was mated before its move
  Check,            // +
  Capture,          // x
  AnyMove,          // ~
  Castling,         // 00
  // The moved unit ends on its diagram square (ct), or on another's that stands on its own (<>); the
  // "by rebirth" forms ask it of the unit a Circe rebirth puts on the board (ctr, <>r).
  Circuit,
  Exchange,
  CircuitByRebirth,
  ExchangeByRebirth,
  TargetSquare,  // z<square>: the move ends on the square (Stipulation::target)
  EnPassant,     // ep: the move is an en passant capture
  // c81 (Popeye's "chess81"): the moved unit ends on the other side's first rank (White's on the 8th).
  Chess81,
  // k<square> (Popeye's "kiss"): the moved unit ends next to the unit that stood on the square in the
  // diagram (Stipulation::target), and no other unit stands next to that one.
  Kiss,
  // !# (Popeye's "automate"): the move leaves the mover's own king in check with no move to get out of
  // it; the side that moves mates itself.
  AutoMate,
  // != (Popeye's "autostalemate"): after a legal move the side to move is not in check and the mover
  // has no legal move; the side that moves stalemates itself.
  AutoStalemate,
  Other,  // a goal the solver does not know yet: goal_text says which
};

// The goals whose move mates both sides, its own king included.
inline bool is_double_mate(Goal goal) { return goal == Goal::DoubleMate || goal == Goal::CounterMate; }
// The goals a move reaches by leaving its own king in check (Popeye guards no self-check there): the
// goal's move is looked for among the moves that ignore check, and such a move counts only when it
// reaches the goal.
inline bool goal_checks_own_king(Goal goal) { return is_double_mate(goal) || goal == Goal::AutoMate; }
// The goals the side that moves reaches against itself (!# and !=).
inline bool goal_against_the_mover(Goal goal) {
  return goal == Goal::AutoMate || goal == Goal::AutoStalemate;
}

enum class Play {
  Direct,     // #n: the attacker forces the goal
  Help,       // h#n: both sides cooperate, the defender (Black) begins
  Self,       // s#n: White forces Black to reach the goal against White
  Reflex,     // r#n: a selfmate where either side must reach the goal when it can
  HelpSelf,   // hs#n: help play to a position where White forces a selfmate in 1
  HelpReflex  // hr#n
};

struct Stipulation {
  std::string text;  // as written, e.g. "ser-h#6", "exact-#2", "h#2.5"
  Play play = Play::Direct;
  bool series = false;  // ser-: one side plays all its moves in a row
  bool exact = false;   // exact-: no shorter solutions
  Goal goal = Goal::Mate;
  std::string goal_text;  // "#", "=", "==", ...
  // Length in moves as written: #3 -> 3; h#2.5 -> 2 with half_move = true; h=0.5 -> 0 with half_move.
  int moves = 0;
  bool half_move = false;
  // The square of the goals z<square> (reach the square) and k<square> (kiss), e.g. "zh7" -> h7.
  std::optional<BoardSquare> target;
  // "3->ser-#2": introductory moves before the play the rest of the text describes (0 for none).
  int intro_moves = 0;
  // Forms of play `play` names only approximately, as written in Popeye's lower case: "semi-r",
  // "reci-h", "ser-reci-h", "pser-", "pser-h", "pser-hs", "pser-r", "pser-s", "phser-", "phser-r",
  // "phser-s"; empty for the forms `play` and `series` describe exactly. A solver that does not know
  // the form must refuse the problem.
  std::string other_play;
  // reci-h: the goal the side that plays first reaches by its own last move, beside the help play's
  // (written in parentheses, "reci-h(=)#3"; the help play's goal when there are none).
  std::optional<Goal> reci_goal;
  std::string reci_goal_text;
  // SStipulation (solver/structured_stipulation.h): the structured text as Popeye writes it, without
  // blanks ("-6da[#]"), and the side written before it; empty for the Stipulation command. Where a
  // plain stipulation means the same play, the fields above are that stipulation ("#4") and the two
  // flags the options its form implies; otherwise `structured_refusal` names the form the solver does
  // not know, and the problem is refused.
  std::string structured;
  bool structured_white = true;
  std::string structured_refusal;
  bool post_key_play = false;  // "- 6da[#]": the play after the key of #4
  bool quodlibet = false;      // "4a[#=]d[#=]": s#=2 where a direct #= solves too
  // "Black 4hh[2da[#]]" (help play, then the defender's move and the goal side's goal move): the help
  // play of `moves` moves (and of each shorter even length, none included) ends where the goal side
  // wins with every move of the defender (solver/structured_stipulation.h, HelpDefenceEnd).
  // "Black 3h[3a[#]d]h" (attack_first): help play of odd length, Black's move last, then White's #2
  // (its #1 where there is one), written from "1." again.
  struct HelpDefenceEnd {
    bool written = true;     // false for "[/2da[#]]": the lines end with the help play
    bool not_check = false;  // "{!+}": the help play's last move does not check
    bool attack_first = false;
  };
  std::optional<HelpDefenceEnd> help_defence_end;
  // "White 1a[!#]d": White's moves that do not reach the goal are the keys (Popeye's not, "!").
  bool goal_negated = false;
};

// `text` (the stipulation `stip`'s text, or a form of it) as Popeye writes it: Popeye's writer
// (output/plaintext/stipulation.c) writes "exact-" only where the branch below the top is longer than
// two half-moves (not for #1, s#1, =1, h#1, hs#1.5, ser-#1, ser-h#1, nor after introductory moves:
// 3->ser-#2), and not in battle play with PostKeyPlay, which rebuilds the branch (exact-#3 is written
// #3; semi-r#1 is written r#1 there). Each seen in Popeye 4.104's output.
inline std::string popeye_stipulation_words(std::string text, const Stipulation& stip, bool post_key_play) {
  const bool battle =
      !stip.series && (stip.play == Play::Direct || stip.play == Play::Self || stip.play == Play::Reflex);
  bool exact_written = stip.moves >= 2;
  if (stip.intro_moves > 0)
    exact_written = false;
  else if (!stip.series && stip.play == Play::Help)
    exact_written = stip.moves >= 2 || (stip.moves == 1 && stip.half_move);
  else if (battle && post_key_play)
    exact_written = false;
  static const std::string kExact = "exact-", kSemi = "semi-r";
  if (stip.exact && !exact_written && text.starts_with(kExact)) text.erase(0, kExact.size());
  if (battle && post_key_play && stip.moves == 1 && text.starts_with(kSemi)) text.erase(0, kSemi.size() - 1);
  return text;
}

// A condition as named in the file: its English Popeye keyword (canonical spelling) and the words that
// follow it up to the next condition or command (parameters such as squares or piece lists).
// Proof games: `dia` (from the game array to the diagram) and `a=>b` (from the units set up before the
// stipulation to those set up after it); solved by solver/proof_game.h.
inline bool is_proof_game(const Stipulation& s) {
  return s.goal == Goal::Other && (s.goal_text == "dia" || s.goal_text == "a=>b");
}
// Popeye's parry series that the solver plays: pser- (direct) and pser-h (help); SearchSpec::parry.
inline bool is_parry_series(const Stipulation& s) { return s.other_play == "pser-" || s.other_play == "pser-h"; }

struct ConditionSpec {
  std::string name;
  std::vector<std::string> arguments;
  SourcePos where;
};

// Is a condition of these named `name`?
bool has_condition(const std::vector<ConditionSpec>& conditions, std::string_view name);
// Does one of these conditions give every unit the attribute (English Popeye name)? Popeye then does
// not write it with the units: Volage (Volage, Hypervolage), Patrol (Patrouille), Functionary
// (FunctionaryChess), Anda, AndaInverse.
bool attribute_of_every_unit(std::string_view attribute, const std::vector<ConditionSpec>& conditions);

struct Options {
  bool set_play = false;
  bool tries = false;
  std::optional<int> defence;  // Defence n: tries with up to n refutations
  std::optional<int> threat;   // Threat n: threats no longer than n moves
  // MaxFlightsquares n (battle play): a defender whose king has more than n legal moves with at least
  // two attacker moves to come has defended (SearchSpec::max_flights).
  std::optional<int> max_flights;
  bool no_threat = false;
  bool variation = false;
  bool duplex = false;
  bool half_duplex = false;
  bool white_begins = false;  // WhiteBegins / WhiteToPlay
  std::optional<int> max_solutions;
  std::optional<double> max_time;        // seconds
  std::vector<BoardSquare> en_passant;   // squares of the double step just played (from, over, to)
  std::vector<BoardSquare> no_castling;  // squares whose unit has lost its castling right
  bool no_castling_all = false;          // "NoCastling" with no squares
  // CastlingMutuallyExclusive (Popeye's): pairs of a white rook's home square and a black one's; a side
  // castling with its rook of a pair takes the other side's right to castle with the other rook.
  struct ExclusiveCastlings {
    BoardSquare white_rook, black_rook;
    friend bool operator==(const ExclusiveCastlings&, const ExclusiveCastlings&) = default;
  };
  std::vector<ExclusiveCastlings> exclusive_castlings;
  bool intelligent = false;              // accepted; changes only how fast
  bool no_short_variations = false;
  // MatesIn1 (Popeye's): in self play, the defences that reach the goal at once are shown too.
  bool mates_in_1 = false;
  // TrivialTriesAvoid (Popeye's): a first move that checks and has one refutation is no try.
  bool trivial_tries_avoid = false;
  bool quodlibet = false;
  // KeepMatingPiece (Popeye's): a move after which the side to reach the goal has no unit but its
  // king(s) does not solve (SearchSpec::keep_mating_piece).
  bool keep_mating_piece = false;
  // StopOnShortSolutions: in direct, self and reflex play Popeye says it does not apply and solves
  // on (TwinSolution::stop_on_short_ignored); help and series play are refused by name.
  bool stop_on_short_solutions = false;
  bool goal_is_end = false;  // GoalIsEnd: the other side reaching the goal ends the play (SearchSpec)
  bool no_board = false;
  bool post_key_play = false;  // PostKeyPlay: the play after the key, the diagram after it                 //
                               // NoBoard: the solution without the problem's header
  // NonTrivial m n: at most m extra non-trivial defences (not met by a self/reflex goal in n) over the
  // whole play; see SearchSpec::NonTrivial.
  struct NonTrivial {
    int max_extra = 0;
    int trivial_length = 0;
  };
  std::optional<NonTrivial> non_trivial;
  // StartMoveNumber n and UpToMoveNumber n: only the first moves from (up to) the n-th in Popeye's
  // order are tried (solver/popeye_move_order.h).
  std::optional<int> start_move_number;
  std::optional<int> up_to_move_number;
  // MoveNumbers: a line for each first move Popeye generates in battle play, numbered in its order,
  // before that move's play (solver/solution.h, SolutionBlock::move_numbers).
  bool move_numbers = false;
  // Known Popeye options the reader accepts but the solver does not support yet (English names); the
  // solver reports them.
  std::vector<std::string> unsupported;
};

// One twin, fully applied: what is solved and how its heading reads.
struct ProblemTwin {
  // "a)", "b)", ... "z)", then "z1)", "z2)", ...; "+c)" for a twin continued from the twin before it
  // (Popeye's "Continued"); empty when the problem has no twins.
  std::string label;
  std::string heading;  // English, as Popeye writes it: "wBe5-->c5", "h#2", "+bRa2", "rotate 90", ...
  std::vector<Unit> units;
  // a=>b stipulations only: the position to reach (b); `units` is then the position the play starts
  // from (a), i.e. what was set up before the stipulation.
  std::vector<Unit> target_units;
  // Units the diagram set up and then covered with another unit on the same square. Popeye keeps them
  // in its "underworld": the ghosts of GhostChess and HauntedChess, the pieces waiting in a volcano or
  // under a parachute (Circe Volcanic, Circe Parachute). The reader accepts a second unit on a square
  // only with these conditions; otherwise it is an error.
  std::vector<Unit> underworld;
  Stipulation stipulation;
  std::vector<ConditionSpec> conditions;
  Options options;
  // Remarks read after this twin's twinning: Popeye writes them as it reads them, before the twin's
  // label (after the solution of the twin before).
  std::vector<std::string> remarks;
};

// Option SetPlay where Popeye finds no set play to add (series play without a help, self or reflex end,
// phser-): its line "SetPlay not applicable - ignored", written where a twin's solving starts (each seen
// in Popeye 4.104's output: ser-#2, ser-=2, ser-dia2 and phser-#2 say so; ser-h#2, ser-s#2, pser-#2 and
// 2->ser-#2 do not).
inline bool set_play_ignored(const ProblemTwin& twin) {
  const Stipulation& s = twin.stipulation;
  return twin.options.set_play && s.series && s.play == Play::Direct && s.intro_moves == 0 &&
         (s.other_play.empty() || s.other_play == "phser-");
}

// Option Threat n where Popeye finds no defence long enough to bound a threat in: its line 'Option
// "Threat" not applicable or indicated maximum threat length too big', written where a twin's solving
// starts. It finds one in direct, self and reflex play longer than n moves, and says nothing of play in
// one move or of Threat 0 (seen in Popeye 4.104: #4, s#4 and r#4 with Threat 3 are solved without the
// line; #3, s#3, r#3, h#7, hs#2, ser-#2 and ser-h#8 have it; #1, s#1 and r#1 do not).
inline bool threat_option_ignored(const ProblemTwin& twin) {
  if (!twin.options.threat || *twin.options.threat == 0) return false;
  const Stipulation& s = twin.stipulation;
  const bool battle = !s.series && (s.play == Play::Direct || s.play == Play::Self || s.play == Play::Reflex);
  return !battle || (s.moves >= 2 && s.moves <= *twin.options.threat);
}

// Option Try beside PostKeyPlay in battle play: the play after the key has no tries, and Popeye writes
// "try play not applicable" where the twin's solving starts, before the line of option Threat.
inline bool try_play_ignored(const ProblemTwin& twin) {
  const Stipulation& s = twin.stipulation;
  return twin.options.tries && twin.options.post_key_play && !s.series &&
         (s.play == Play::Direct || s.play == Play::Self || s.play == Play::Reflex);
}

// Option Intelligent where Popeye's intelligent mode does not go: its line "Intelligent Mode only with
// h#/=, ser-#/= and ser-h#/=, ..." (solving/machinery/twin.c, solvers.c). Beside a condition not on its
// list, a fairy unit or a kamikaze one it writes the line and solves nothing (NotSolved); with another
// stipulation (direct, self, reflex and help-self play, goals other than mate and stalemate) it writes
// it and solves as without the option (Solved). Proof games have their own intelligent mode.
enum class IntelligentRestriction { None, NotSolved, Solved };
IntelligentRestriction intelligent_restriction(const ProblemTwin& twin);

// Options StartMoveNumber and UpToMoveNumber in Popeye's intelligent mode (option Intelligent with
// h#, h=, ser-#, ser-=, ser-h#, ser-h=): Popeye reads them as bounds on the length of the play tried,
// not as numbers of first moves (options/movenumbers/restart_guard_intelligent.c; seen in its output:
// `option intelligent start 5` with a ser-h#8 tries the series of 5 to 8 moves).
inline bool move_numbers_bound_lengths(const ProblemTwin& twin) {
  const Stipulation& s = twin.stipulation;
  const bool mate_or_stalemate = s.goal == Goal::Mate || s.goal == Goal::Stalemate;
  const bool help_or_series =
      s.series ? (s.play == Play::Direct || s.play == Play::Help) : s.play == Play::Help;
  return twin.options.intelligent && (twin.options.start_move_number || twin.options.up_to_move_number) &&
         mate_or_stalemate && help_or_series && !is_proof_game(s) && s.other_play.empty() && !s.reci_goal &&
         s.structured.empty() && s.intro_moves == 0;
}

// Under move_numbers_bound_lengths: is a play of `half_moves` half-moves (as Popeye counts them: a
// series of n moves is 2n-1 half-moves with the other side's passes between, ser-h# one more) tried?
// Popeye's bounds: at least 2*start half-moves (one less for an odd count), at most 2*upto (one more).
inline bool popeye_length_within_move_numbers(const Options& options, int half_moves) {
  const int odd = half_moves % 2;
  if (options.start_move_number && half_moves < 2 * *options.start_move_number - odd) return false;
  if (options.up_to_move_number && half_moves > 2 * *options.up_to_move_number + odd) return false;
  return true;
}

struct Problem {
  SourcePos where;  // of BeginProblem (or NextProblem)
  std::vector<std::string> authors, origins, titles, awards, remarks;
  std::string input_language;              // "en", "de", "fr": the language of the keywords
  std::vector<ProblemTwin> twins;          // at least one
  // ZeroPosition: the diagram as given, which is not solved (the twins start from it); Popeye shows it.
  std::optional<ProblemTwin> zero_position;
  // What the reader passed over as Popeye does, with a message of its own on stderr (an option's bad
  // number: Popeye says so and solves without the option); written as warnings before the solve.
  std::vector<std::pair<SourcePos, std::string>> warnings;
};

// A problem that could not be read: where and why, in one line.
struct ProblemError {
  SourcePos where;
  std::string message;
};

}  // namespace nightrider::solver
