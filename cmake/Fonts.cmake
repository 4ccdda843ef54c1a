# The embedded fonts, subset at build time to the characters the game draws
# (cmake/subset_font.py, src/platform/font_ranges.txt): Inter's 2,500 glyphs
# are 260 KB a face; the ~220 the atlas loads are about 20 KB.
#
# fontTools (Debian python3-fonttools) must be importable by a Python 3:
# the one CMake found, or Debian's /usr/bin/python3 when that one (say, a
# pyenv shim) lacks it. Without it the configure step stops and says so.
set(_font_python_candidates ${Python3_EXECUTABLE} /usr/bin/python3)
set(LANDLORD_FONT_PYTHON "" CACHE FILEPATH "A Python 3 that can import fontTools")
if(NOT LANDLORD_FONT_PYTHON)
  foreach(_py ${_font_python_candidates})
    execute_process(COMMAND ${_py} -c "import fontTools.subset" RESULT_VARIABLE _rc
                    OUTPUT_QUIET ERROR_QUIET)
    if(_rc EQUAL 0)
      set(LANDLORD_FONT_PYTHON ${_py} CACHE FILEPATH "A Python 3 that can import fontTools" FORCE)
      break()
    endif()
  endforeach()
endif()
if(NOT LANDLORD_FONT_PYTHON)
  message(FATAL_ERROR "fontTools not found (tried ${_font_python_candidates}): the embedded "
          "fonts are subset at build time. Install Debian's python3-fonttools "
          "(scripts/setup.sh does), or set LANDLORD_FONT_PYTHON to a Python that has it.")
endif()

# landlord_embed_font(target symbol font): subsets FONT and embeds the subset
# as SYMBOL in TARGET; the subset is kept as ${CMAKE_BINARY_DIR}/fonts/SYMBOL.otf
# for the tests.
function(landlord_embed_font target symbol font)
  set(out "${CMAKE_BINARY_DIR}/fonts/${symbol}.otf")
  add_custom_command(OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${CMAKE_BINARY_DIR}/fonts"
    COMMAND ${LANDLORD_FONT_PYTHON} "${PROJECT_SOURCE_DIR}/cmake/subset_font.py" "${font}" "${out}"
    DEPENDS "${font}" "${PROJECT_SOURCE_DIR}/cmake/subset_font.py"
            "${PROJECT_SOURCE_DIR}/src/platform/font_ranges.txt"
    COMMENT "Subsetting ${symbol} to the game's characters" VERBATIM)
  landlord_embed(${target} ${symbol} "${out}")
endfunction()
