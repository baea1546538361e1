// PLACEHOLDER — being written; replaced before this work lands.
#include <stdexcept>
#include "variants/variants.h"
namespace nightrider {
std::shared_ptr<const Rules> make_antiking1() { throw std::logic_error("antiking1 under construction"); }
std::shared_ptr<const Rules> make_antiking2() { throw std::logic_error("antiking2 under construction"); }
std::string_view antiking1_rules_text(std::string_view) { return {}; }
std::string_view antiking2_rules_text(std::string_view) { return {}; }
}  // namespace nightrider
