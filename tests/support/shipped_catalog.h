#pragma once
// A catalog this build compiled (cmake/Catalogs.cmake), read as the game
// reads it (LANDLORD_CATALOG_DIR, source_dir.h).
#include <gtest/gtest.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "source_dir.h"
#include "text/catalog.h"

inline std::shared_ptr<const landlord::text::Catalog> shipped_catalog(const std::string& code) {
  std::ifstream file(std::string(LANDLORD_CATALOG_DIR) + "/" + code + ".mo", std::ios::binary);
  std::ostringstream all;
  all << file.rdbuf();
  std::string why;
  auto c = landlord::text::Catalog::from_mo(all.str(), why);
  EXPECT_TRUE(c) << code << ": " << why;
  return c;
}
