#include <algorithm>
#include <cctype>
#include <optional>
#include <sstream>
#include <tuple>

#include "cli/cli.h"
#include "conditions/registry.h"
#include "notation/fen.h"
#include "solver/popeye_reader.h"
#include "solver/popeye_tables.h"
#include "variants/variants.h"

namespace nightrider::cli {

void add_position_options(CLI::App& command, PositionOptions& options) {
  command.add_option("--variant", options.variant, "Game variant (see `nightrider variants`)")
      ->default_str("chess")
      ->type_name("VARIANT");
  options.fen_option = command
                           .add_option("--fen", options.fen,
                                       "Position in FEN; quote it (default: the variant's start position)")
                           ->type_name("FEN");
}

void add_condition_option(CLI::App& command, std::vector<std::string>& conditions,
                          const std::string& description) {
  command.add_option("--condition", conditions, description)->type_name("NAME")->take_all();
}

namespace {

// Popeye's shortcut keywords, a base condition with words (`MirrorCirce` is `Circe Mirror`,
// `MarsMirrorCirce` is `MarsCirce Mirror`, in any of Popeye's three languages), are facts of Popeye's
// language the reader keeps (solver::base_condition); on the command line they mean the same.
std::optional<conditions::ResolvedCondition> resolve_popeye_shortcut(const std::vector<std::string>& words) {
  if (words.empty()) return std::nullopt;
  auto same = [](std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
             return std::tolower(static_cast<unsigned char>(x)) ==
                    std::tolower(static_cast<unsigned char>(y));
           });
  };
  for (const solver::popeye::Condition& c : solver::popeye::kConditions) {
    if (!same(words[0], c.en) && !same(words[0], c.de) && !same(words[0], c.fr)) continue;
    const solver::ConditionSpec shortcut{c.en, std::vector<std::string>(words.begin() + 1, words.end()), {}};
    const solver::ConditionSpec base = solver::base_condition(shortcut);
    if (base.name == shortcut.name) return std::nullopt;
    std::vector<std::string> base_words{base.name};
    base_words.insert(base_words.end(), base.arguments.begin(), base.arguments.end());
    return conditions::resolve_condition(base_words);
  }
  return std::nullopt;
}

}  // namespace

ConditionRequest parse_condition_option(const std::string& text) {
  std::istringstream stream(text);
  std::vector<std::string> words;
  for (std::string word; stream >> word;) words.push_back(word);
  auto resolved = conditions::resolve_condition(words);
  if (!resolved) resolved = resolve_popeye_shortcut(words);
  if (!resolved)
    throw InputError("unknown condition '" + text + "' (known: " + conditions::condition_names() +
                     "; or their French or German keywords or seed names, docs/conditions.md)");
  return ConditionRequest{std::string(resolved->entry->popeye_name()), resolved->arguments};
}

namespace {

// The variant's rules with the conditions added; throws InputError for an unknown condition or a
// combination the rules cannot give a meaning to.
std::shared_ptr<const Rules> with_conditions(std::string_view variant,
                                             const std::vector<std::string>& names) {
  std::shared_ptr<Rules> rules = build_variant(variant);
  std::vector<ConditionRequest> requests;
  std::vector<const conditions::ConditionEntry*> entries;
  for (const std::string& text : names) {
    requests.push_back(parse_condition_option(text));
    entries.push_back(conditions::find_condition(requests.back().name));
  }
  // (In the order their side effects apply, as in a problem: AntiCirce before Circe, whatever the order
  // given.)
  for (size_t i : conditions::application_order(entries)) {
    try {
      entries[i]->apply(*rules, requests[i].arguments);
    } catch (const std::invalid_argument& e) {
      throw InputError(e.what());
    }
  }
  return rules;
}

}  // namespace

std::shared_ptr<const Rules> load_variant(std::string_view name) {
  if (name.find('+') != std::string_view::npos) {  // a variant under conditions: "chess+circe"
    if (auto rules = make_variant(name)) return rules;
    throw InputError(variant_error(name));
  }
  const auto& variants = all_variants();
  const bool known =
      std::any_of(variants.begin(), variants.end(), [name](const VariantInfo& v) { return v.name == name; });
  if (!known)
    throw InputError("unknown variant '" + std::string(name) + "' (known: " + variant_names() + ")");
  try {
    if (auto rules = make_variant(name)) return rules;
  } catch (const std::exception& e) {
    throw Unavailable("variant '" + std::string(name) + "' is not available yet (" + e.what() + ")");
  }
  throw Unavailable("variant '" + std::string(name) + "' is not available yet");
}

LoadedPosition load_position(const PositionOptions& options) {
  auto rules = load_variant(options.variant);
  if (!options.conditions.empty()) rules = with_conditions(options.variant, options.conditions);
  const bool fen_given = options.fen_option != nullptr && options.fen_option->count() > 0;
  Position position = fen_given ? parse_fen(*rules, options.fen) : start_position(*rules);
  return LoadedPosition{std::move(rules), std::move(position)};
}

MoveList sorted_legal_moves(const Rules& rules, Position& position) {
  MoveList moves;
  rules.legal_moves(position, moves);
  const auto& promotions = rules.params().promotion_kinds;
  auto promotion_rank = [&promotions](PieceKind k) {
    if (k == PieceKind::None) return -1;
    return static_cast<int>(std::find(promotions.begin(), promotions.end(), k) - promotions.begin());
  };
  auto key = [&](const Move& m) {
    return std::make_tuple(m.from.file(), m.from.rank(), m.to.file(), m.to.rank(),
                           promotion_rank(m.promotion), static_cast<int>(m.kind), m.aux, m.aux2, m.choices(),
                           m.flags);
  };
  std::stable_sort(moves.begin(), moves.end(), [&](const Move& a, const Move& b) { return key(a) < key(b); });
  return moves;
}

}  // namespace nightrider::cli
