#include "match/book.h"

#include <cstdlib>
#include <random>
#include <unordered_set>

#include "match/match.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "protocol/move_input.h"
#include "search/engine.h"

namespace nightrider::match {
namespace {

std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  const size_t last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

}  // namespace

Opening parse_book_line(const Rules& rules, const std::string& line) {
  const std::vector<std::string> words = protocol::split_words(line);
  if (words.empty()) throw BookError("empty line");
  size_t moves_at = words.size();
  for (size_t i = 0; i < words.size(); ++i)
    if (words[i] == "moves") {
      moves_at = i;
      break;
    }
  if (words[0] == "startpos" && moves_at != 1)
    throw BookError("'startpos' must be followed by 'moves' or nothing");
  std::string fen;
  for (size_t i = 0; i < moves_at; ++i) fen += (i ? " " : "") + words[i];
  if (fen.empty()) throw BookError("no position before 'moves'");
  Position pos = [&] {
    if (words[0] == "startpos") return start_position(rules);
    try {
      return parse_fen(rules, fen);
    } catch (const FenError& e) {
      throw BookError("bad FEN '" + fen + "': " + e.what());
    }
  }();
  Opening opening;
  for (size_t i = moves_at + 1; i < words.size(); ++i) {
    if (rules.outcome(pos, /*with_draw_claims=*/true).result != Result::Ongoing)
      throw BookError("the game is over before move '" + words[i] + "'");
    const auto m = protocol::find_move(rules, pos, words[i]);
    if (!m) throw BookError("illegal move '" + words[i] + "' in " + to_fen(rules, pos));
    opening.san.push_back(to_san(rules, pos, *m));
    rules.play(pos, *m);
  }
  if (rules.outcome(pos, /*with_draw_claims=*/true).result != Result::Ongoing)
    throw BookError("the game is over at the end of the line");
  MoveList legal;
  rules.legal_moves(pos, legal);
  if (legal.empty()) throw BookError("no legal move at the end of the line");
  opening.fen = to_fen(rules, pos);
  return opening;
}

std::vector<Opening> read_book(const Rules& rules, std::istream& in, const std::string& name) {
  std::vector<Opening> book;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    const std::string text = trimmed(line);
    if (text.empty() || text[0] == '#') continue;
    try {
      book.push_back(parse_book_line(rules, text));
    } catch (const BookError& e) {
      throw BookError(name + " line " + std::to_string(number) + ": " + e.what());
    }
  }
  if (book.empty()) throw BookError(name + ": no opening in the book");
  return book;
}

std::vector<std::string> generate_book(const Rules& rules, const BookSpec& spec,
                                       const std::function<void(int, int)>& progress) {
  std::vector<std::string> fens;
  std::unordered_set<uint64_t> seen;
  Engine engine;
  EngineOptions options;
  options.hash_mb = 16;
  options.threads = 1;
  options.seed = spec.seed | 1;
  engine.set_options(options);
  SearchLimits limits;
  limits.depth = spec.depth;
  std::mt19937_64 random(derive_seed(spec.seed, 0, 7));
  const int attempts = spec.max_attempts > 0 ? spec.max_attempts : 50 * spec.count;
  const int span = std::max(spec.max_plies - spec.min_plies, 0) + 1;
  for (int attempt = 0; attempt < attempts && static_cast<int>(fens.size()) < spec.count; ++attempt) {
    const int plies = spec.min_plies + static_cast<int>(random() % static_cast<uint64_t>(span));
    const Opening opening =
        random_opening(rules, plies, derive_seed(spec.seed, static_cast<uint64_t>(attempt), 8));
    const Position pos = parse_fen(rules, opening.fen);
    if (seen.insert(pos.hash()).second) {
      engine.new_game();
      const SearchResult result = engine.search(rules, pos, limits);
      if (result.best && !is_mate_score(result.score) && std::abs(result.score) <= spec.max_eval)
        fens.push_back(opening.fen);
    }
    if (progress) progress(static_cast<int>(fens.size()), attempt + 1);
  }
  return fens;
}

}  // namespace nightrider::match
