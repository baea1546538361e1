// PLACEHOLDER — being written; replaced before this work lands.
#include <stdexcept>
#include "variants/variants.h"
namespace nightrider {
std::shared_ptr<const Rules> make_magnetic() { throw std::logic_error("magnetic under construction"); }
std::shared_ptr<const Rules> make_antimagnetic() { throw std::logic_error("antimagnetic under construction"); }
std::string_view magnetic_rules_text(std::string_view) { return {}; }
std::string_view antimagnetic_rules_text(std::string_view) { return {}; }
}  // namespace nightrider
