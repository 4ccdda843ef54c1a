# The compiled catalogs (gettext MO files) of what a player reads, one per
# po/LANG.po, and the pseudo-language's (en_XA: accented, 40% longer,
# between brackets; cmake/pseudo_po.py) made from the template, into
# OUT_DIR: the target `catalogs`. English is the source's, with no catalog.
# Beside each, LANG.shell.json: the page's own words (web/boot.js,
# web/update.js; cmake/shell_words.py), and LANG.editions.json: the
# editions' words in it (cmake/edition_words.py), which the page's compiled-in
# editions leave out.
function(landlord_catalogs out_dir)
  find_program(MSGFMT_EXECUTABLE msgfmt REQUIRED)
  find_package(Python3 COMPONENTS Interpreter REQUIRED)
  file(GLOB _pos CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/po/*.po)
  set(_outs "")
  foreach(_po ${_pos})
    get_filename_component(_lang ${_po} NAME_WE)
    set(_mo ${out_dir}/${_lang}.mo)
    add_custom_command(OUTPUT ${_mo} ${out_dir}/${_lang}.shell.json
      COMMAND ${CMAKE_COMMAND} -E make_directory ${out_dir}
      COMMAND ${MSGFMT_EXECUTABLE} --check --output-file=${_mo} ${_po}
      COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/cmake/shell_words.py ${_po} ${out_dir}/${_lang}.shell.json
      DEPENDS ${_po} ${PROJECT_SOURCE_DIR}/cmake/shell_words.py
      COMMENT "Compiling the ${_lang} catalog"
      VERBATIM)
    list(APPEND _outs ${_mo} ${out_dir}/${_lang}.shell.json)
  endforeach()
  set(_pot ${PROJECT_SOURCE_DIR}/po/landlord.pot)
  set(_pseudo_po ${CMAKE_CURRENT_BINARY_DIR}/en_XA.po)
  add_custom_command(OUTPUT ${out_dir}/en_XA.mo ${out_dir}/en_XA.shell.json
    COMMAND ${CMAKE_COMMAND} -E make_directory ${out_dir}
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/cmake/pseudo_po.py ${_pot} ${_pseudo_po}
    COMMAND ${MSGFMT_EXECUTABLE} --check --output-file=${out_dir}/en_XA.mo ${_pseudo_po}
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/cmake/shell_words.py ${_pseudo_po} ${out_dir}/en_XA.shell.json
    DEPENDS ${_pot} ${PROJECT_SOURCE_DIR}/cmake/pseudo_po.py ${PROJECT_SOURCE_DIR}/cmake/shell_words.py
    COMMENT "Making the pseudo-language's catalog"
    VERBATIM)
  list(APPEND _outs ${out_dir}/en_XA.mo ${out_dir}/en_XA.shell.json)
  # Each language's words of the editions (cmake/edition_words.py).
  file(GLOB _editions CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/assets/editions/*.json)
  set(_codes en_XA)
  set(_words ${out_dir}/en_XA.editions.json)
  foreach(_po ${_pos})
    get_filename_component(_lang ${_po} NAME_WE)
    list(APPEND _codes ${_lang})
    list(APPEND _words ${out_dir}/${_lang}.editions.json)
  endforeach()
  add_custom_command(OUTPUT ${_words}
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/cmake/edition_words.py
            ${PROJECT_SOURCE_DIR}/assets/editions ${out_dir} ${_codes}
    DEPENDS ${_editions} ${PROJECT_SOURCE_DIR}/cmake/edition_words.py
    COMMENT "Writing each language's words of the editions"
    VERBATIM)
  list(APPEND _outs ${_words})
  add_custom_target(catalogs ALL DEPENDS ${_outs})
endfunction()
