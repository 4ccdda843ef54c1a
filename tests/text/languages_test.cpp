#include "text/languages.h"

#include <gtest/gtest.h>

namespace landlord::text {
namespace {

std::string best(std::vector<std::string> preferred) { return best_language(preferred).code; }

TEST(Languages, TheBrowsersFirstLanguageTheGameSpeaks) {
  EXPECT_EQ(best({"de-DE", "en"}), "de");
  EXPECT_EQ(best({"de-AT"}), "de");
  EXPECT_EQ(best({"it-IT", "fr-CH", "en"}), "fr");
  EXPECT_EQ(best({"pt-BR"}), "pt_BR");
  EXPECT_EQ(best({"pt-PT"}), "pt_BR");  // the nearest catalog of the language
  EXPECT_EQ(best({"pt"}), "pt_BR");
  EXPECT_EQ(best({"es-419"}), "es");
  EXPECT_EQ(best({"en-GB", "de"}), "en");
  EXPECT_EQ(best({"ja", "zh-CN"}), "en");
  EXPECT_EQ(best({}), "en");
}

TEST(Languages, PosixLocalesToo) {
  EXPECT_EQ(best({"de_DE.UTF-8"}), "de");
  EXPECT_EQ(best({"fr_FR@euro"}), "fr");
  EXPECT_EQ(best({"C.UTF-8", "es_ES.UTF-8"}), "es");
  EXPECT_EQ(best({"POSIX"}), "en");
}

TEST(Languages, ThePseudoLanguageOnlyByName) {
  EXPECT_EQ(best({"en-XA"}), "en_XA");
  EXPECT_EQ(find_language("en_xa"), &pseudo_language());
  for (const Language& l : languages()) EXPECT_STRNE(l.code, "en_XA");
  ASSERT_NE(find_language("pt-br"), nullptr);
  EXPECT_STREQ(find_language("pt-br")->tag, "pt-BR");
  EXPECT_EQ(find_language("xx"), nullptr);
  EXPECT_EQ(find_language(""), nullptr);
}

}  // namespace
}  // namespace landlord::text
