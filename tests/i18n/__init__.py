import pytest

pytest.register_assert_rewrite("tests.i18n.support")  # its assertions explain themselves like the tests' own
