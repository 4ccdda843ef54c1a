# Writes OUTPUT: a C++ fragment with every assets/editions/*.json file of DIR
# (its id, its name and its text without "translations") as raw string literals
# (saves/bundled_editions.cpp includes it), for the web page, which has no
# file system. Run at build time:
#   cmake -DDIR=... -DOUTPUT=... -P cmake/BundleEditions.cmake
file(GLOB files "${DIR}/*.json")
list(SORT files)
set(out "// Generated from ${DIR} by cmake/BundleEditions.cmake: do not edit.\n")
string(APPEND out "static const BundledEdition kBundled[] = {\n")
set(count 0)
foreach(f IN LISTS files)
  get_filename_component(id "${f}" NAME_WE)
  file(READ "${f}" text)
  string(FIND "${text}" ")landlord_edition\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${f} contains the raw string's delimiter")
  endif()
  # Without its words in other languages: each language's come with its
  # catalog (lang/CODE.editions.json, cmake/edition_words.py), so that
  # English costs nothing for them.
  string(JSON translated ERROR_VARIABLE no_translations GET "${text}" translations)
  if(NOT no_translations)
    string(JSON text REMOVE "${text}" translations)
  endif()
  # The edition's name too, for the page's first frame (ui/app.cpp), which
  # shows the home screen before reading any edition.
  string(JSON name ERROR_VARIABLE name_error GET "${text}" name)
  if(name_error)
    message(FATAL_ERROR "${f}: no name: ${name_error}")
  endif()
  string(APPEND out "    {\"${id}\", R\"landlord_edition(${name})landlord_edition\",\n"
                    "     R\"landlord_edition(${text})landlord_edition\"},\n")
  math(EXPR count "${count} + 1")
endforeach()
if(count EQUAL 0)
  message(FATAL_ERROR "no edition files in ${DIR}")
endif()
string(APPEND out "};\n")
file(WRITE "${OUTPUT}" "${out}")
