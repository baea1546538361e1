#include "solver/structured_stipulation.h"

#include <cctype>
#include <regex>

#include "solver/popeye_reader.h"

namespace nightrider::solver {
namespace {

// The kinds of operand Popeye's grammar tells apart: `&` and `|` join operands of one kind only, and a
// defence branch cannot be joined at all.
enum class OperandKind { Goal, Attack, Defence };

// A recursive-descent reader of Popeye's grammar over the tokens of the input: the text is the
// concatenation of the tokens used, and blanks may stand where Popeye allows them (between operands and
// operators, after a length, around the forks and constraints of a branch's moves).
class StructuredParser {
 public:
  StructuredParser(std::string_view first, const NextStipulationToken& next) : token_(first), next_(next) {}

  StructuredReading read() {
    StructuredReading out;
    if (!expression(0) || !error_.empty()) {
      out.error = error_.empty() ? "malformed" : error_;
    } else if (pos_ > 0 && pos_ < token_.size()) {
      out.error = "unexpected \"" + std::string(token_.substr(pos_)) + "\" after it";
    }
    out.text = text_;
    out.last_token_used = pos_ > 0 && !at_end_;
    return out;
  }

 private:
  // Past the current token when it is used up, as Popeye's parser does wherever blanks may stand.
  void skip_blanks() {
    if (pos_ < token_.size() || at_end_) return;
    const std::optional<std::string_view> more = next_();
    if (!more) {
      at_end_ = true;
      token_ = {};
    } else {
      token_ = *more;
    }
    pos_ = 0;
  }
  char peek() const { return pos_ < token_.size() ? token_[pos_] : '\0'; }
  bool looking_at(std::string_view s) const { return token_.substr(pos_).starts_with(s); }
  void take(std::size_t n = 1) {
    text_ += token_.substr(pos_, n);
    pos_ += n;
  }
  bool fail(std::string message) {
    if (error_.empty()) error_ = std::move(message);
    return false;
  }
  bool expect(char c, const char* after) {
    skip_blanks();
    if (peek() != c) return fail(std::string("expected ") + c + " " + after);
    take();
    return true;
  }

  // operand { (& | |) operand }, evaluated from the left (Popeye nests to the right; for & and | the
  // order does not change the meaning).
  bool expression(int level, OperandKind* kind = nullptr) {
    OperandKind first{};
    if (!operand(level, first)) return false;
    skip_blanks();
    while (peek() == '&' || peek() == '|') {
      const char op = peek();
      if (first == OperandKind::Defence)
        return fail(std::string("a defence branch cannot be joined with ") + op);
      take();
      OperandKind second{};
      if (!operand(level, second)) return false;
      if (second != first) return fail(std::string("the operands of ") + op + " are of different kinds");
      skip_blanks();
    }
    if (kind) *kind = first;
    return true;
  }

  bool operand(int level, OperandKind& kind) {
    // (Operands nest through parentheses, !, - and forks: bounded, so that no input runs the stack out.)
    struct Depth {
      int& depth;
      explicit Depth(int& d) : depth(++d) {}
      ~Depth() { --depth; }
    } depth(depth_);
    if (depth_ > kMaxDepth) return fail("nested more than " + std::to_string(kMaxDepth) + " deep");
    skip_blanks();
    const char c = peek();
    if (c == '(') {
      take();
      if (!expression(level, &kind)) return false;
      return expect(')', "after the parenthesised expression");
    }
    if (c == '!' || c == '-') {  // not; the other side moves first
      take();
      return operand(level, kind);
    }
    if (c >= '1' && c <= '9') return branch(level, kind);
    kind = OperandKind::Goal;
    const std::size_t length = popeye_goal_length(token_.substr(pos_));
    if (length == 0)
      return fail(at_end_ ? "a goal or a branch is missing"
                          : "unknown goal \"" + std::string(token_.substr(pos_)) + "\"");
    take(length);
    return true;
  }

  bool number(const char* what) {
    std::size_t digits = 0;
    while (pos_ + digits < token_.size() && std::isdigit(static_cast<unsigned char>(token_[pos_ + digits])))
      ++digits;
    if (digits == 0) return fail(std::string("expected ") + what);
    if (digits > 6) return fail(std::string(what) + " is too long");
    bool zero = true;
    for (std::size_t i = 0; i < digits; ++i) zero = zero && token_[pos_ + i] == '0';
    if (zero) return fail(std::string(what) + " is 0");
    take(digits);
    return true;
  }

  // length [: length] then the moves: d[..]a[..], s[..], a[..]?+?d[..], h[..]?+?h[..], each move
  // followed by its forks [..] and constraints {..}.
  bool branch(int level, OperandKind& kind) {
    if (!number("a branch length")) return false;
    skip_blanks();
    if (peek() == ':') {
      take();
      skip_blanks();
      if (!number("a branch's maximum length")) return false;
    }
    switch (std::tolower(static_cast<unsigned char>(peek()))) {
      case 'd':
        kind = OperandKind::Defence;
        take();
        if (!move_operands(level)) return false;
        if (peek() == 'a') {
          take();
          return move_operands(level);
        }
        return true;
      case 's':
        kind = OperandKind::Attack;
        take();
        return move_operands(level);
      case 'a':
        kind = OperandKind::Attack;
        take();
        if (!move_operands(level)) return false;
        if (looking_at("?+?")) take(3);
        if (peek() == 'd') {
          take();
          return move_operands(level);
        }
        return true;
      case 'h':
        kind = OperandKind::Attack;
        take();
        if (!move_operands(level)) return false;
        if (looking_at("?+?")) take(3);
        if (peek() != 'h') return fail("a help branch needs its second move, h");
        take();
        return move_operands(level);
      default:
        return fail("expected the moves of a branch (a, d, h or s) after its length");
    }
  }

  // The forks [..] and constraints {..} after a move.
  bool move_operands(int level) {
    while (true) {
      skip_blanks();
      const char open = peek();
      if (open != '[' && open != '{') return true;
      take();
      bool forced = false;
      if (peek() == '>') {
        forced = true;
        take();
      }
      if (peek() == '/') take();
      OperandKind kind{};
      if (!expression(level + 1, &kind)) return false;
      if (forced && kind != OperandKind::Attack)
        return fail("> stands before a nested branch of attack or help play only");
      if (!expect(open == '[' ? ']' : '}', open == '[' ? "after the nested branch" : "after the constraint"))
        return false;
    }
  }

  static constexpr int kMaxDepth = 64;
  std::string_view token_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  bool at_end_ = false;
  const NextStipulationToken& next_;
  std::string text_;
  std::string error_;
};

// The first feature of a structured stipulation that no plain stipulation the solver knows expresses,
// named for the refusal.
std::string unsupported_feature(std::string_view s) {
  if (s.find_first_of("&|") != std::string_view::npos) return "operands joined with & or |";
  if (s.find("?+?") != std::string_view::npos) return "a move under the condition ?+? (pser play)";
  if (s.find('{') != std::string_view::npos) return "a constraint {...}";
  if (s.find('!') != std::string_view::npos) return "a negation !";
  if (s.find("[/") != std::string_view::npos || s.find("[>/") != std::string_view::npos)
    return "a nested branch whose moves are not written (/)";
  if (s.find("[>") != std::string_view::npos) return "a nested branch that ends the play (>)";
  if (s.find("a=>b") != std::string_view::npos || s.find("dia") != std::string_view::npos)
    return "a proof game's goal";
  if (s.find(':') != std::string_view::npos) return "a minimum length (m:n)";
  if (s.find('[') != s.rfind('[')) return "these nested branches";
  return "this form for this side";
}

// "Black 2n hh[2da[#]]" (or "2n:2n hh[...]", exact), with "/" before the nested branch (its moves not
// written) and the constraint "{!+}" after it (no check when the defender is to move): help play of n moves
// whose end, Black to move, is a position where every Black move lets White mate. Popeye 4.104 solves the
// nested branch after each even number of help moves up to 2n, none included, and writes every length's lines
// (tests/data/help_defence_end). Other goals, sides and lengths are refused.
std::optional<PlainEquivalent> help_defence_end_form(std::string_view structured, bool side_white) {
  static const std::regex kAttack(R"(^([0-9]{1,4})h\[3a\[#\]d\]h$)", std::regex::icase);
  if (!side_white && structured.size() <= 40) {
    const std::string text(structured);
    std::smatch m;
    if (std::regex_match(text, m, kAttack) && std::stoi(m[1].str()) % 2 == 1) {
      PlainEquivalent out;
      out.text = "h#" + std::to_string(std::stoi(m[1].str()) / 2) + ".5";
      out.help_defence_end = Stipulation::HelpDefenceEnd{true, false, true};
      return out;
    }
  }
  static const std::regex kForm(R"(^(?:([0-9]{1,4}):)?([0-9]{1,4})hh\[(/?)2da\[#\](\{!\+\})?\]$)",
                                std::regex::icase);
  if (side_white || structured.size() > 40) return std::nullopt;
  const std::string text(structured);
  std::smatch m;
  if (!std::regex_match(text, m, kForm)) return std::nullopt;
  const int plies = std::stoi(m[2].str());
  if (plies % 2 != 0 || plies == 0) return std::nullopt;
  // ("m:m": no shorter lengths, the nested branch solved after the m help moves only.)
  const bool exact = m[1].matched;
  if (exact && std::stoi(m[1].str()) != plies) return std::nullopt;
  PlainEquivalent out;
  out.text = std::string(exact ? "exact-" : "") + "h#" + std::to_string(plies / 2);
  out.help_defence_end = Stipulation::HelpDefenceEnd{m[3].str().empty(), m[4].matched};
  return out;
}

}  // namespace

StructuredReading read_structured_stipulation(std::string_view first, const NextStipulationToken& next) {
  return StructuredParser(first, next).read();
}

std::optional<PlainEquivalent> plain_equivalent(std::string_view structured, bool side_white,
                                                std::string& refusal) {
  // The forms, with L the length ("n" or "m:n") and G a goal; `inverted`: written after "-" (the other
  // side begins); `side_white`: the side written; checked against Popeye's output for each (see
  // tests/structured_stipulation_test.cpp).
  struct Form {
    const char* pattern;
    bool side_white;
    bool inverted;
    int parity;        // 1: odd lengths only, 0: even lengths only, -1: any
    const char* play;  // the plain stipulation's play before the goal
    int (*moves)(int);
    bool help_half;  // the length is n.5
    bool post_key_play;
    bool quodlibet;
  };
  static const Form kForms[] = {
      {R"(^L a\[G\]d$)", true, false, 1, "", [](int n) { return (n + 1) / 2; }, false, false, false},
      {R"(^L ad\[G\]$)", true, false, 0, "s", [](int n) { return n / 2; }, false, false, false},
      {R"(^L d\[G\]a$)", true, true, 1, "s", [](int n) { return (n + 1) / 2; }, false, true, false},
      {R"(^L da\[G\]$)", true, true, 0, "", [](int n) { return n / 2 + 1; }, false, true, false},
      {R"(^L hh\[G\]$)", false, false, 0, "h", [](int n) { return n / 2; }, false, false, false},
      {R"(^L h\[G\]h$)", false, true, 1, "h", [](int n) { return n / 2; }, true, false, false},
      {R"(^L s\[G\]$)", true, false, -1, "ser-", [](int n) { return n; }, false, false, false},
      {R"(^L s\[1h\[G\]h\]$)", false, false, -1, "ser-h", [](int n) { return n; }, false, false, false},
      {R"(^L s\[1d\[G\]a\]$)", true, false, -1, "ser-s", [](int n) { return n; }, false, false, false},
      {R"(^L a\[>1a\[G\]d\]d$)", true, false, 1, "semi-r", [](int n) { return (n + 1) / 2; }, false, false,
       false},
      {R"(^L a\[>1a\[G\]d\]d\{!1a\[\2\]d\}$)", true, false, 1, "r", [](int n) { return (n + 1) / 2; }, false,
       false, false},
      {R"(^L a\[G\]d\[\2\]$)", true, false, 0, "s", [](int n) { return n / 2; }, false, false, true},
      {R"(^(2)hh\[G\]&1h\[\2\]h$)", false, false, 0, "reci-h", [](int) { return 1; }, false, false, false},
  };
  // (A goal is a run of characters that are no operators; the plain stipulation read from it checks it.)
  const std::string goal = R"(([^\[\]{}()&|!>/?:\-][^\[\]{}()&|]*))";
  const std::string length = R"(((?:[0-9]+:)?[0-9]+))";
  // (No form is long; std::regex recurses over its text, so long texts are not matched.)
  constexpr std::size_t kLongestForm = 120;
  if (structured.size() > kLongestForm) {
    refusal = unsupported_feature(structured);
    return std::nullopt;
  }
  if (std::optional<PlainEquivalent> help_direct = help_defence_end_form(structured, side_white))
    return help_direct;
  // "White 1a[!G]d": one move of White's that does not reach G (BEISPIEL/sford.inp #11, #12); longer
  // negated branches are refused.
  if (side_white && structured.size() < 40 && structured.starts_with("1a[!") && structured.ends_with("]d")) {
    const std::string goal(structured.substr(4, structured.size() - 6));
    std::string error;
    const std::optional<Stipulation> plain = parse_stipulation(goal + "1", error);
    if (goal.find_first_of("[]{}()&|!>/?:-") == std::string::npos && plain && plain->play == Play::Direct &&
        !plain->series && !is_proof_game(*plain) && plain->goal != Goal::Other) {
      PlainEquivalent out;
      out.text = goal + "1";
      out.goal_negated = true;
      return out;
    }
  }
  const bool inverted = structured.starts_with("-");
  const std::string body(inverted ? structured.substr(1) : structured);
  for (const Form& form : kForms) {
    std::string pattern = form.pattern;
    if (const std::size_t l = pattern.find("L "); l != std::string::npos) pattern.replace(l, 2, length);
    pattern.replace(pattern.find('G'), 1, goal);
    std::smatch m;
    if (!std::regex_match(body, m, std::regex(pattern, std::regex::icase))) continue;
    if (form.inverted != inverted || form.side_white != side_white) continue;
    const std::string lengths = m[1].str();
    const std::size_t colon = lengths.find(':');
    const int max_length = std::stoi(colon == std::string::npos ? lengths : lengths.substr(colon + 1));
    const bool exact = colon != std::string::npos;
    if (exact && std::stoi(lengths.substr(0, colon)) != max_length) continue;  // m:n with m < n
    // (exact-: checked against Popeye for direct, help and series help play only.)
    const std::string_view play = form.play;
    if (exact && (form.post_key_play || form.quodlibet || (play != "" && play != "h" && play != "ser-h")))
      continue;
    if (form.parity >= 0 && max_length % 2 != form.parity) continue;
    PlainEquivalent out;
    out.text = std::string(exact ? "exact-" : "") + form.play + m[2].str() +
               std::to_string(form.moves(max_length)) + (form.help_half ? ".5" : "");
    std::string error;
    const std::optional<Stipulation> plain = parse_stipulation(out.text, error);
    // (Proof games are help play of their own: "15a[a=>b]d" is no plain stipulation.)
    if (!plain || is_proof_game(*plain)) continue;
    out.post_key_play = form.post_key_play;
    out.quodlibet = form.quodlibet;
    return out;
  }
  refusal = unsupported_feature(body);
  return std::nullopt;
}

}  // namespace nightrider::solver
