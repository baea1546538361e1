#include "variants/variants.h"

namespace nightrider {

const std::vector<VariantInfo>& all_variants() {
  static const std::vector<VariantInfo> list = {
      {"chess", "orthodox chess (FIDE rules)", &make_chess},
  };
  return list;
}

std::shared_ptr<const Rules> make_variant(std::string_view name) {
  for (const VariantInfo& v : all_variants())
    if (v.name == name) return v.make();
  return nullptr;
}

std::string variant_names() {
  std::string out;
  for (const VariantInfo& v : all_variants()) out += (out.empty() ? "" : ", ") + v.name;
  return out;
}

}  // namespace nightrider
